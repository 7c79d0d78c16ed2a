/// What every view model offers a view: its current state and the observation hook. A view (the
/// CLI's commands, its shell) drives any of them the same way: observe, act, read the state.
@MainActor
public protocol ViewModel: AnyObject {
    associatedtype State: ViewState
    var state: State { get }
    func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Observation
}
