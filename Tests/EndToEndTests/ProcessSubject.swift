import CrewModel
import DataTestSupport
import Foundation

/// crew as a person runs it: each model command typed as a `crew` command line (`ModelScript`),
/// run as a process of the release binary in a sandbox, its exit status and `--json=id` output
/// read back; what it holds is read with `crew export -`, a listing with `crew ls`.
actor ProcessSubject: ModelSubject {
    nonisolated let name: String
    nonisolated let precision = ModelPrecision.asPrinted
    private let sandbox: Sandbox
    /// The global options that name the store (`--store PATH` or a PostgreSQL URL).
    private let store: [String]
    private var exported = 0
    /// What this subject's own files are named with.
    private let fileTag = "\(UUID().uuidString)-"
    /// The commands run so far as the store saw them. A listing piped into a change is two
    /// processes, so another crew can act between the read and the write: a piped change of the
    /// items it listed is kept as the change of those ids (its place in a serial order is the
    /// write's), and one that listed nothing as typed (it wrote nothing, at the listing's place).
    private(set) var ranAsSeen: [ModelCommand] = []
    /// Who runs crew now: a config folder of their own says `me = NAME` (`actAs`).
    private var person = CrewModel.firstAuthor

    init(name: String, sandbox: Sandbox, store: [String]) {
        self.name = name
        self.sandbox = sandbox
        self.store = store
    }

    func run(_ command: ModelCommand) async throws -> ModelOutcome {
        switch command {
        case .actAs(let name):
            person = name
            ranAsSeen.append(command)
            return .actingAs(name)
        case .undoBack(let back):
            // The number `crew log` shows that many places down, as the script's `$(…)` reads it.
            ranAsSeen.append(command)
            let log = try crew(["log", "-n", "\(back)", "--json=id"])
            guard log.status == 0 else { return .refused(status: log.status) }
            let numbers = Self.ids(log.output)
            let number = numbers.count >= back ? numbers[back - 1] : Int(Int32.max)
            let run = try crew(["undo", "\(number)"])
            return run.status == 0 ? .undone : .refused(status: run.status)
        default: break
        }
        var invocation = ModelScript.invocation(command, exported: exported)
        // A file of items of its own: two subjects in one sandbox run at once.
        let path = { (name: String) in self.sandbox.path(name == "items.json" ? self.fileTag + name : name) }
        if let file = invocation.file {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path(file.name)))
        }
        invocation.arguments = invocation.arguments.map { word in
            word.hasSuffix(".json") && !word.hasPrefix("--") ? path(word) : word
        }
        var input = ""
        var seen = command
        defer { ranAsSeen.append(seen) }
        if let listing = invocation.listing {
            let listed = try crew(listing)
            guard listed.status == 0 else { return .refused(status: listed.status) }
            input = listed.output
            let ids = listed.outputLines.compactMap { $0.split(separator: "\t").first.flatMap { Int($0) } }
            if !ids.isEmpty { seen = command.targeting(.ids(ids)) }
        }
        let run = try crew(invocation.arguments, input: input)
        guard run.status == 0 else { return .refused(status: run.status) }
        let outcome = try outcome(of: command, output: run.output)
        // A listing piped in names its items in the listing's order; the model's filter, by id.
        guard invocation.listing != nil, case .changed(let ids, let unchanged) = outcome else {
            return outcome
        }
        return .changed(ids: ids.sorted(), unchanged: unchanged)
    }

    private func outcome(of command: ModelCommand, output: String) throws -> ModelOutcome {
        switch command {
        case .addUser: return .addedUser(try Self.object(output)["id"] as? Int ?? -1)
        case .removeUser(let id, _): return .removedUser(id)
        case .addItem: return .addedCount(1)
        case .importItems:
            return .addedCount(Int(output.split(separator: " ").dropFirst().first ?? "") ?? -1)
        case .complete, .reopen, .assign, .edit, .rename:
            return .changed(ids: Self.ids(output), unchanged: [])
        case .remove: return .removed(Self.ids(output))
        case .addNote(let id, _), .removeNote(let id, _):
            return .noted(id, count: (try Self.object(output)["notes"] as? [Any])?.count ?? -1)
        case .undo, .undoAny, .undoBack: return .undone
        case .actAs(let name): return .actingAs(name)
        case .export:
            defer { exported += 1 }
            return .exported(exported)
        case .importBackup:
            // "Imported 2 users and 5 items (…).", or "Replaced 1 user and 3 items with 2 users
            // and 5 items (…)." for --replace.
            let words = output.split(separator: " ").map(String.init)
            let (users, items) = words.first == "Replaced" ? (7, 10) : (1, 4)
            let count = { (index: Int) in words.indices.contains(index) ? Int(words[index]) ?? -1 : -1 }
            return .imported(users: count(users), items: count(items))
        }
    }

    func contents() async throws -> ModelContents {
        let run = try crew(["export", "-"])
        guard run.status == 0 else { throw ProcessFailure(run: run) }
        let document = try Self.object(run.output)
        let users = (document["users"] as? [[String: Any]] ?? []).map { user in
            ModelUser(
                id: user["id"] as? Int ?? -1, name: user["name"] as? String ?? "",
                email: user["email"] as? String ?? "")
        }
        let items = (document["items"] as? [[String: Any]] ?? []).map { item in
            ModelItemFields(
                id: item["id"] as? Int ?? -1, name: item["name"] as? String ?? "",
                done: item["done"] as? Bool ?? false,
                owner: item["owner"] as? Int, due: item["due"] as? String,
                priority: item["priority"] as? String,
                tags: Set(item["tags"] as? [String] ?? []),
                notes: (item["notes"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" })
        }
        return ModelContents(users: users, items: items)
    }

    func listing(_ filter: ModelFilter, pageSize: Int) async throws -> [Int] {
        let run = try crew(["ls"] + ModelScript.filterWords(filter))
        guard run.status == 0 else { throw ProcessFailure(run: run) }
        return run.outputLines.compactMap { $0.split(separator: "\t").first.flatMap { Int($0) } }
    }

    private func crew(_ arguments: [String], input: String = "") throws -> ProgramRun {
        try sandbox.crew(store + arguments, input: input, environment: ["XDG_CONFIG_HOME": try configHome()])
    }

    /// The config folder of the person acting, made on first use: `crew/config` says who they are.
    private func configHome() throws -> String {
        let home = sandbox.path("config-\(person)")
        let file = home + "/crew/config"
        guard !FileManager.default.fileExists(atPath: file) else { return home }
        try FileManager.default.createDirectory(
            atPath: home + "/crew", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home)
        let written = FileManager.default.createFile(
            atPath: file, contents: Data("me = \(person)\n".utf8), attributes: [.posixPermissions: 0o600])
        guard written else { throw CocoaError(.fileWriteUnknown) }
        return home
    }

    /// The ids of `--json=id`'s output: an array of objects, or one object; a selection of
    /// nothing says so in a sentence instead.
    private static func ids(_ output: String) -> [Int] {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(output.utf8)) else { return [] }
        if let array = parsed as? [[String: Any]] { return array.compactMap { $0["id"] as? Int } }
        return (parsed as? [String: Any])?["id"].flatMap { $0 as? Int }.map { [$0] } ?? []
    }

    private static func object(_ output: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw ProcessFailure(run: ProgramRun(status: 0, output: output, errors: "not a JSON object"))
        }
        return object
    }
}

/// A read a process subject needs failed.
struct ProcessFailure: Error, CustomStringConvertible {
    let run: ProgramRun
    var description: String { "exit \(run.status): \(run.errors.prefix(300))" }
}
