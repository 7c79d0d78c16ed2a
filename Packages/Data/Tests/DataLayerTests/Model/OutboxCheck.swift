import CrewModel
import Foundation

/// One seed's API sequence through the outbox (`OutboxSubject`), compared with the model after
/// every step, then synced: the server and the cache must then hold what the model holds (an
/// API keeps a todo's name, status and owner).
struct OutboxCheck {
    let length: Int

    /// `nil` when it did what the model says; else the shrunk report.
    func check(seed: UInt64) async throws -> String? {
        var generator = ModelGenerator(seed: seed, profile: .api)
        let commands = generator.commands(length)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-outbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var check = ModelCheck(seed: seed, commands: commands)
        check.shrinkAttempts = 200
        let outboxes = OutboxList()
        if let report = try await check.report({ _ in
            let subject = try OutboxSubject(cacheIn: folder, seed: seed)
            await outboxes.append(subject)
            return [subject]
        }) {
            return report
        }
        guard let subject = await outboxes.first else { return nil }
        try await subject.sync()
        var model = CrewModel()
        for command in commands { _ = model.apply(command) }
        let expected = ModelContents(
            users: model.shownUsers,
            items: model.shownItems.map { item in
                ModelItemFields(
                    id: item.id, name: item.name, done: item.done, owner: item.owner, due: nil, priority: nil,
                    tags: [],
                    notes: [])
            })
        let onServer = await subject.server().differences(from: expected)
        let cached = try await subject.contents().differences(from: expected)
        guard onServer.isEmpty, cached.isEmpty else {
            return """
                After crew sync (seed \(seed)), the API and its cache do not hold what the model holds:
                server: \(onServer.joined(separator: "; "))
                cache: \(cached.joined(separator: "; "))
                \(ModelScript.script(commands, seed: seed))
                """
        }
        return nil
    }
}

/// The subjects a check made, in order: the first is the one that ran the whole sequence.
actor OutboxList {
    private var subjects: [OutboxSubject] = []
    func append(_ subject: OutboxSubject) { subjects.append(subject) }
    var first: OutboxSubject? { subjects.first }
}
