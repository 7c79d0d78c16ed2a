/// The observation hook every view model exposes, built by hand (no `@Observable`, no Combine).
///
/// - `observe` calls back at once with the current state, then once per *distinct* state,
///   synchronously on the main actor, in the order the states were set.
/// - A state set from inside a callback is delivered after the current one has reached every
///   observer, so each observer still sees the states in order.
/// - Observers live only as long as their ``Observation`` token: cancelling it, or releasing it,
///   removes the callback. The token refers to the hook weakly, so observing never keeps a view
///   model alive, and the hook never keeps an observer alive beyond its token.
@MainActor
public final class StateObservers<State: Equatable> {
    /// The state now: what every observer was last told.
    public private(set) var current: State
    /// In the order they started observing, each with the last state it was given.
    private var observers: [(id: Int, callback: @MainActor (State) -> Void, lastDelivered: State)] = []
    private var nextID = 0
    private var pending: [State] = []
    private var isDelivering = false

    /// Observers of a state that starts as `initial`.
    public init(_ initial: State) {
        current = initial
    }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Observation {
        let id = nextID
        nextID += 1
        observers.append((id, onChange, current))
        let observation = Observation { [weak self] in self?.removeObserver(id) }
        onChange(current)
        return observation
    }

    /// Sets the state; observers hear of it only if it differs from the current one.
    public func update(_ state: State) {
        guard state != current else { return }
        current = state
        pending.append(state)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            // Over a snapshot of ids: an observer may cancel itself or another, or start observing,
            // from inside its callback.
            for id in observers.map({ $0.id }) {
                guard let index = observers.firstIndex(where: { $0.id == id }),
                    observers[index].lastDelivered != next
                else { continue }
                observers[index].lastDelivered = next
                observers[index].callback(next)
            }
        }
    }

    /// Changes the current state in place.
    public func mutate(_ change: (inout State) -> Void) {
        var state = current
        change(&state)
        update(state)
    }

    /// How many observations are active (for tests that check a view let go).
    public var observerCount: Int { observers.count }

    private func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }
}
