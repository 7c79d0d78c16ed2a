import CrewModel
import DataTestSupport
import Foundation
import Testing

/// The model of crew (`CrewModel`) checks `crew` itself: generated sequences typed as command
/// lines and run as processes of the release binary (parsing, output and exit codes inside the
/// model), on SQLite and PostgreSQL; and two processes at once, whose end must be one of the
/// serial orders of their two histories. The use cases' far longer runs are the Data suite's
/// (`ModelTests`); `make model` runs fresh seeds of both.
@Suite("Model of crew, as processes")
struct ModelProcessTests {
    static let seeds: [UInt64] = [101, 102]

    @Test("generated sequences typed as crew commands do what the model says, on SQLite", arguments: seeds)
    func sqlite(seed: UInt64) async throws {
        try await check(seed: seed, length: 70, postgres: false)
    }

    @Test(
        "generated sequences typed as crew commands do what the model says, on PostgreSQL",
        PostgresDatabase.trait)
    func postgres() async throws {
        try await check(seed: 103, length: 50, postgres: true)
    }

    @Test(
        "a listing piped into a change is two processes: another crew's undo between them is a serial order",
        arguments: 1...3)
    func pipedChangeBetweenAnotherCrewsCommands(attempt: Int) async throws {
        // A fresh seed's round in CI: crew 1 added an item tagged home and undid it while crew 2
        // listed --tag home and edited what it listed, which was gone by then (exit 1).
        try await concurrentRound(seed: 17_580_046_276_436_655_113, postgres: false)
    }

    @Test("two crews at once end in one of the serial orders of their commands", arguments: 1...6)
    func twoAtOnce(round: Int) async throws {
        try await concurrentRound(seed: UInt64(200 + round), postgres: round > 4)
    }

    @Test("make model: fresh seeds as processes until the time is up")
    func timedRun() async throws {
        guard let seconds = ProcessInfo.processInfo.environment["CREW_MODEL_SECONDS"].flatMap(Int.init) else {
            return
        }
        let started = Date()
        var random = SystemRandomNumberGenerator()
        var (sequences, rounds) = (0, 0)
        while Date().timeIntervalSince(started) < Double(seconds) {
            let seed = UInt64.random(in: 1...UInt64.max, using: &random)
            let postgres = ThrowawayPostgres.isAvailable && seed % 3 == 0
            var held = try await check(seed: seed, length: 100, postgres: postgres)
            if held { held = try await concurrentRound(seed: seed, postgres: postgres) }
            guard held else {
                print(
                    "crew model (processes): diverged after \(Int(Date().timeIntervalSince(started))) s and \(sequences) sequences that held"
                )
                return
            }
            sequences += 1
            rounds += 1
        }
        print(
            "crew model (processes): \(sequences) sequences and \(rounds) rounds of two at once, nothing diverged"
        )
    }

    /// One seed's sequence as processes; records the shrunk divergence and returns `false` when
    /// crew did something else.
    @discardableResult
    private func check(seed: UInt64, length: Int, postgres: Bool) async throws -> Bool {
        var generator = ModelGenerator(seed: seed, longestBurst: 20)
        let check = ModelCheck(seed: seed, commands: generator.commands(length))
        var shrinking = check
        shrinking.shrinkAttempts = 120
        let report = try await shrinking.report { _ in [try Self.subject(postgres: postgres)] }
        guard let report else { return true }
        Issue.record(Comment(rawValue: report))
        return false
    }

    /// A prefix run alone, then two short histories run by two processes at once; what they
    /// printed and what the store holds must be one serial order of the two.
    @discardableResult
    private func concurrentRound(seed: UInt64, postgres: Bool) async throws -> Bool {
        var generator = ModelGenerator(seed: seed, longestBurst: 20)
        // Both crews act as the first person: a change of who acts, or an undo by the number a
        // listing read, are one crew's own sequence, not a serial order's (the model's one acting
        // person, the number another crew may take first).
        let prefix = generator.commands(12).filter(Self.isSharedAtOnce)
        var first = generator.forked(seed: seed &+ 1)
        var second = generator.forked(seed: seed &+ 2)
        // Four commands each (a burst is cut): 70 serial orders to try. Backups are left out: two
        // processes would number their files apart, where one store numbers its changes.
        let (ours, theirs) = (Self.history(&first), Self.history(&second))
        let (sandbox, store) = try Self.store(postgres: postgres)
        let setup = ProcessSubject(name: "setup", sandbox: sandbox, store: store)
        for command in prefix { _ = try await setup.run(command) }
        let (ran, seen) = try await withThrowingTaskGroup(of: (Int, [ModelOutcome], [ModelCommand]).self) {
            group in
            for (index, history) in [ours, theirs].enumerated() {
                group.addTask {
                    let person = ProcessSubject(name: "crew \(index + 1)", sandbox: sandbox, store: store)
                    var outcomes: [ModelOutcome] = []
                    for command in history { outcomes.append(try await person.run(command)) }
                    return (index, outcomes, await person.ranAsSeen)
                }
            }
            var outcomes: [[ModelOutcome]] = [[], []]
            var seen: [[ModelCommand]] = [[], []]
            for try await (index, reported, commands) in group {
                (outcomes[index], seen[index]) = (reported, commands)
            }
            return (outcomes, seen)
        }
        let held = try await setup.contents()
        let order = ModelInterleavings.explaining(
            prefix: prefix, seen[0], seen[1], outcomes: ran, held: held, precision: .asPrinted)
        guard order == nil else { return true }
        Issue.record(
            Comment(
                rawValue: """
                    Two crews at once (seed \(seed), \(postgres ? "PostgreSQL" : "SQLite")) ended in no serial order of their commands.
                    \(ModelScript.script(prefix, seed: seed))
                    # at once, crew 1:
                    \(ours.map { ModelScript.line($0) }.joined(separator: "\n"))
                    # and crew 2:
                    \(theirs.map { ModelScript.line($0) }.joined(separator: "\n"))
                    # reported \(ran)
                    # as the store saw them: \(seen)
                    """))
        return false
    }

    /// Whether two crews at once can run `command` as the model explains them.
    private static func isSharedAtOnce(_ command: ModelCommand) -> Bool {
        switch command {
        case .actAs, .undoBack: false
        default: true
        }
    }

    /// Four commands of `generator`, none of them a backup's export or import.
    private static func history(_ generator: inout ModelGenerator) -> [ModelCommand] {
        var commands: [ModelCommand] = []
        while commands.count < 4 {
            commands += generator.commands(1).filter { command in
                switch command {
                case .export, .importBackup: false
                default: isSharedAtOnce(command)
                }
            }
        }
        return Array(commands.prefix(4))
    }

    private static func subject(postgres: Bool) throws -> ProcessSubject {
        let (sandbox, store) = try store(postgres: postgres)
        return ProcessSubject(
            name: postgres ? "processes on PostgreSQL" : "processes on SQLite", sandbox: sandbox, store: store
        )
    }

    /// A sandbox and the options naming a new store in it (a database of its own on PostgreSQL).
    private static func store(postgres: Bool) throws -> (Sandbox, [String]) {
        let sandbox = try Sandbox()
        // The default location, named: a listing before the first change reads it as empty, as
        // the model does (a store named elsewhere that does not exist yet is an error to a read).
        guard postgres else { return (sandbox, ["--store", sandbox.defaultStore]) }
        return (sandbox, ["--store", try PostgresDatabase().url])
    }
}
