import Domain

/// A yes-or-no question the screen asks before a change, bound to what it names: a yes acts on
/// the items the question named (the row asked about, or the marked rows), never on whatever is
/// selected by then, and a row that changed or vanished meanwhile withdraws the question.
public struct ItemScreenQuestion: Equatable, Sendable {
    /// The change asked about.
    public enum Action: Equatable, Sendable {
        case complete, reopen, remove
        case edit(ItemEditRequest)
    }

    /// The question as the footer asks it.
    public let text: String
    let action: Action
    let target: ItemTarget
    /// The one row asked about, as it was asked; `nil` for marked rows.
    let asked: ItemRow?
}
