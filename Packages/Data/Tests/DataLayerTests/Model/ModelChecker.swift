import CrewModel
import Foundation

/// Runs one seed's sequence on fresh stores of every kind, and on a divergence shrinks the
/// sequence on the kind that diverged and says how to replay it.
struct ModelChecker {
    let kinds: [ModelStoreKind]
    /// How many commands a sequence has.
    let length: Int
    /// Whether batches take the sizes that take seconds (`make model`).
    let heavy: Bool

    /// `nil` when every store did what the model says; else the report of the shrunk failure.
    func check(seed: UInt64) async throws -> String? {
        var generator = ModelGenerator(seed: seed, heavy: heavy)
        let commands = generator.commands(length)
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let subjects = try kinds.map {
            UseCaseSubject(name: $0.rawValue, store: try $0.makeStore(in: folder))
        }
        let trace: ((Int, ModelCommand, Duration) -> Void)? =
            ModelEnvironment.traces
            ? { step, command, took in
                print("model step \(step) \(took): \(ModelScript.line(command).prefix(120))")
            } : nil
        guard let divergence = await ModelRun.check(commands, on: subjects, seed: seed, trace: trace) else {
            return nil
        }
        let kind = kinds.first { $0.rawValue == divergence.subject } ?? .inMemory
        let failing = Array(commands.prefix(divergence.step))
        let shrunk = await ModelShrinker.shrink(failing) { candidate in
            guard let store = try? kind.makeStore(in: folder) else { return false }
            return await ModelRun.check(
                candidate, on: [UseCaseSubject(name: kind.rawValue, store: store)], seed: seed)
                != nil
        }
        let last = await ModelRun.check(
            shrunk, on: [UseCaseSubject(name: kind.rawValue, store: try kind.makeStore(in: folder))],
            seed: seed)
        return """
            The model found a divergence (seed \(seed), replay with CREW_MODEL_SEED=\(seed) make model):
            \(divergence)
            Shrunk from \(divergence.step) to \(shrunk.count) commands on \(kind.rawValue)\(last.map { ", where \($0.detail)" } ?? ""):
            \(ModelScript.script(shrunk, seed: seed))
            """
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
