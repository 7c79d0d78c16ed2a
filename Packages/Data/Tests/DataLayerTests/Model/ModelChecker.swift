import CrewModel
import Foundation
import Synchronization

/// Runs one seed's sequence through the use cases on fresh stores of every kind, and on a
/// divergence shrinks it on the kind that diverged (`ModelCheck`).
struct ModelChecker {
    let kinds: [ModelStoreKind]
    /// How many commands a sequence has.
    let length: Int
    /// Whether batches take the sizes that take seconds (`make model`).
    let heavy: Bool

    /// `nil` when every store did what the model says; else the report of the shrunk failure. A
    /// run past `deadline` stops after the step under way; `steps` counts the steps run.
    func check(seed: UInt64, deadline: ContinuousClock.Instant? = nil, steps: StepCount = StepCount())
        async throws
        -> String?
    {
        var generator = ModelGenerator(seed: seed, heavy: heavy)
        var check = ModelCheck(seed: seed, commands: generator.commands(length))
        check.deadline = deadline
        let traces = ModelEnvironment.traces
        check.trace = { step, command, took in
            steps.value.withLock { $0 += 1 }
            if traces { print("model step \(step) \(took): \(ModelScript.line(command).prefix(120))") }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kinds = kinds
        return try await check.report { only in
            var subjects: [any ModelSubject] = []
            for kind in kinds where only == nil || kind.rawValue == only {
                subjects.append(
                    try await UseCaseSubject(name: kind.rawValue, team: try kind.team(in: folder)))
            }
            return subjects
        }.map {
            "\($0)\nReplay: CREW_MODEL_SEED=\(seed) CREW_MODEL_LENGTH=\(length) CREW_MODEL_HEAVY=\(heavy ? 1 : 0) make model"
        }
    }
}

/// How many steps a model run checked, counted as they end.
final class StepCount: Sendable {
    let value = Mutex(0)
}
