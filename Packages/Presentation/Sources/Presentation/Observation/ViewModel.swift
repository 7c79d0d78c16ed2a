/// What every view model offers a view: its current state and the observation hook. A view (the
/// CLI's commands, its shell) drives any of them the same way: observe, act, read the state.
@MainActor
public protocol ViewModel: AnyObject {
    /// Everything the view shows.
    associatedtype State: ViewState
    /// The state as it stands.
    var state: State { get }
    /// Calls `onChange` with every new state until the returned observation is cancelled.
    func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Observation
}
