import Presentation
import Testing

/// Records every state a view model emits, so a test can assert the whole sequence an action
/// causes, in order, with nothing missing and nothing extra (TCA's `TestStore`, for MVVM).
@MainActor
final class StateRecorder<State: Equatable> {
    private(set) var states: [State] = []
    private var observation: Observation?

    init(_ observe: (@escaping @MainActor (State) -> Void) -> Observation) {
        observation = observe { [weak self] state in self?.states.append(state) }
    }

    /// Asserts that exactly `expected` were emitted since the last check, then forgets them.
    func expect(_ expected: [State], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(states == expected, sourceLocation: sourceLocation)
        if states.count != expected.count {
            Issue.record(
                "expected \(expected.count) states, received \(states.count)", sourceLocation: sourceLocation)
        }
        states.removeAll()
    }

    /// Forgets what was received so far: for a test that has asserted the set-up elsewhere
    /// and is about the action that follows.
    func discardReceived() {
        states.removeAll()
    }

    /// The state `state` becomes after `change`: how a test writes the next expected state.
    func changed(_ state: State, _ change: (inout State) -> Void) -> State {
        var next = state
        change(&next)
        return next
    }
}
