import Presentation

/// `CREW_TRACE=1`: every state a view model emits, one compact line each, on standard error —
/// the action log that makes a view model's behaviour easy to follow.
@MainActor
final class StateTracer {
    private let console: Console?
    private var observations: [Observation] = []

    init(console: Console?) {
        self.console = console
    }

    func watch<State: CustomStringConvertible>(
        _ observe: (@escaping @MainActor (State) -> Void) -> Observation
    ) {
        guard let console else { return }
        observations.append(observe { state in console.printError("trace: \(state)") })
    }
}
