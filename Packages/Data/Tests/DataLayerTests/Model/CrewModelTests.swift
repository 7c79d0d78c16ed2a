import CrewModel
import Foundation
import Testing

/// crew checked against a model of itself (the way TigerBeetle's VOPR and Hypothesis's stateful
/// tests check their systems): generated command sequences, whose batches cross every limit of
/// Limits.md, run through the use cases on the in-memory, SQLite and PostgreSQL stores at once,
/// each compared with `CrewModel` after every step (the command's outcome, everything held, a
/// listing read in pages) and with the others (they list alike). A divergence is shrunk to a
/// few commands and printed as `crew` command lines with its seed.
///
/// `make test` runs a fixed set of seeds; `make model` runs fresh ones for `MODEL_SECONDS`
/// (`CREW_MODEL_SECONDS` here), with the heavy sizes; `CREW_MODEL_SEED` replays one seed.
@Suite("Model of crew")
struct CrewModelTests {
    /// The seeds `make test` runs: a fixed set, so a run is the same every time.
    static let boundedSeeds: [UInt64] = Array(1...6)
    /// Commands per bounded sequence.
    static let boundedLength = 150

    @Test("generated sequences do on every store what the model says", arguments: boundedSeeds)
    func boundedRun(seed: UInt64) async throws {
        guard ModelEnvironment.seconds == nil, ModelEnvironment.replayedSeed == nil else { return }
        let checker = ModelChecker(kinds: ModelStoreKind.available, length: Self.boundedLength, heavy: false)
        if let report = try await checker.check(seed: seed) { Issue.record(Comment(rawValue: report)) }
    }

    @Test("make model: fresh seeds until the time is up, or one seed replayed")
    func timedRun() async throws {
        if let seed = ModelEnvironment.replayedSeed {
            let checker = ModelChecker(
                kinds: ModelStoreKind.available, length: ModelEnvironment.length,
                heavy: ModelEnvironment.heavy)
            if let report = try await checker.check(seed: seed) { Issue.record(Comment(rawValue: report)) }
            return
        }
        guard let seconds = ModelEnvironment.seconds else { return }
        let checker = ModelChecker(
            kinds: ModelStoreKind.available, length: ModelEnvironment.length, heavy: ModelEnvironment.heavy)
        let started = Date()
        let deadline = ContinuousClock.now + .seconds(seconds)
        var random = SystemRandomNumberGenerator()
        var sequences = 0
        let steps = StepCount()
        while Date().timeIntervalSince(started) < Double(seconds) {
            let seed = UInt64.random(in: 1...UInt64.max, using: &random)
            if let report = try await checker.check(seed: seed, deadline: deadline, steps: steps) {
                let found = Int(Date().timeIntervalSince(started))
                let when = "After \(found) s and \(sequences) sequences that held:\n"
                Issue.record(Comment(rawValue: when + report))
                return
            }
            sequences += 1
        }
        print(
            "crew model: \(sequences) sequences, \(steps.value.withLock { $0 }) commands checked, each on \(ModelStoreKind.available.map(\.rawValue).joined(separator: ", ")), in \(Int(Date().timeIntervalSince(started))) s: nothing diverged"
        )
    }
}

/// What `make model` says through the environment.
enum ModelEnvironment {
    static var seconds: Int? { ProcessInfo.processInfo.environment["CREW_MODEL_SECONDS"].flatMap { Int($0) } }
    static var replayedSeed: UInt64? {
        ProcessInfo.processInfo.environment["CREW_MODEL_SEED"].flatMap { UInt64($0) }
    }
    /// Whether batches take the sizes that take seconds (`CREW_MODEL_HEAVY=0` leaves them out).
    static var heavy: Bool { ProcessInfo.processInfo.environment["CREW_MODEL_HEAVY"] != "0" }
    /// Whether each step is printed with its time (`CREW_MODEL_TRACE=1`).
    static var traces: Bool { ProcessInfo.processInfo.environment["CREW_MODEL_TRACE"] == "1" }
    /// Commands per sequence (`CREW_MODEL_LENGTH`, default 400).
    static var length: Int {
        ProcessInfo.processInfo.environment["CREW_MODEL_LENGTH"].flatMap { Int($0) } ?? 400
    }
}

/// The model's sequences through an API's cache and outbox (`OutboxSubject`).
@Suite("Model of crew, through the outbox")
struct CrewModelOutboxTests {
    @Test(
        "generated sequences against an API that comes and goes do what the model says, and after a sync the server holds it",
        arguments: [21, 22, 23] as [UInt64])
    func outbox(seed: UInt64) async throws {
        if let report = try await OutboxCheck(length: 80).check(seed: seed) {
            Issue.record(Comment(rawValue: report))
        }
    }
}
