/// A sequence checked on fresh subjects and, when one diverges, shrunk on fresh subjects of the
/// same kind: the report a failing test prints (the divergence, the seed, the shrunk commands).
public struct ModelCheck: Sendable {
    /// Makes fresh, empty subjects: every kind (`nil`), or the kind named.
    public typealias Subjects = @Sendable (_ only: String?) async throws -> [any ModelSubject]

    public let seed: UInt64
    public let commands: [ModelCommand]
    /// How many candidates the shrinker may run.
    public var shrinkAttempts = 400
    /// How long shrinking may take: past it, the shortest failing sequence found so far is
    /// reported (a team's volume makes each candidate take seconds).
    public var shrinkTime = Duration.seconds(240)
    /// Told of each step of the first run, and how long it took.
    public var trace: (@Sendable (Int, ModelCommand, Duration) -> Void)?
    /// When the first run stops, done or not (a timed run's end).
    public var deadline: ContinuousClock.Instant?

    public init(seed: UInt64, commands: [ModelCommand]) {
        self.seed = seed
        self.commands = commands
    }

    /// `nil` when every subject did what the model says; else how it diverged, shrunk.
    public func report(_ subjects: Subjects) async throws -> String? {
        let first = try await subjects(nil)
        guard
            let divergence = await ModelRun.check(
                commands, on: first, seed: seed, deadline: deadline, trace: trace)
        else {
            return nil
        }
        let failing = Array(commands.prefix(divergence.step))
        let kind = divergence.subject
        let shrinkDeadline = ContinuousClock.now + shrinkTime
        let shrunk = await ModelShrinker.shrink(failing, attempts: shrinkAttempts, deadline: shrinkDeadline) {
            candidate in
            guard let fresh = try? await subjects(kind) else { return false }
            return await ModelRun.check(candidate, on: fresh, seed: seed) != nil
        }
        let stopped = ContinuousClock.now > shrinkDeadline ? " (shrinking stopped after \(shrinkTime))" : ""
        let last = await ModelRun.check(shrunk, on: try await subjects(kind), seed: seed)
        return """
            The model found a divergence (seed \(seed)):
            \(divergence)
            Shrunk from \(divergence.step) to \(shrunk.count) commands on \(kind)\(stopped)\(last.map { ", where \($0.detail)" } ?? ""):
            \(ModelScript.script(shrunk, seed: seed))
            """
    }
}
