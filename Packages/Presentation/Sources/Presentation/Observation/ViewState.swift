/// A view model's state: equatable (the hook sends only distinct states), one trace line
/// (`CREW_TRACE=1`), and what went wrong with the last action, if anything did.
public protocol ViewState: Equatable, Sendable, CustomStringConvertible {
    /// What went wrong with the last action, as a person reads it; `nil` when nothing did.
    var error: UserFacingError? { get }
}
