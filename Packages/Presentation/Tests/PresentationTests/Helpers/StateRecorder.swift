import Presentation
import Testing

/// Records every state a view model emits, so a test can assert the whole sequence an action
/// causes, in order, with nothing missing and nothing extra (TCA's `TestStore`, for MVVM).
/// A recorder released with states nobody asserted fails the test, as `TestStore` does: a state
/// that a test did not expect is a behaviour nobody checked.
@MainActor
final class StateRecorder<State: Equatable & Sendable> {
    private(set) var states: [State] = []
    private var observation: Observation?
    private let createdAt: SourceLocation
    /// The test that made the recorder: a release runs after the test's own context has ended.
    private let testName: String

    init(
        _ observe: (@escaping @MainActor (State) -> Void) -> Observation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        createdAt = sourceLocation
        testName = Test.current?.name ?? "a test"
        observation = observe { [weak self] state in self?.states.append(state) }
    }

    // Not isolated: an isolated deinit is queued on the main actor and would run after the test
    // has ended, where the issue could not name it. Releasing the recorder runs this at once.
    deinit {
        if !states.isEmpty {
            Issue.record(
                "\(testName): \(states.count) emitted state(s) were never asserted; the first: \(states[0])",
                sourceLocation: createdAt)
        }
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
