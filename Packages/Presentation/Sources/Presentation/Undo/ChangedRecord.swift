/// A record a change touched, and how: `{"type": "item", "id": 4, "change": "edited"}` in
/// `crew log --json`.
public struct ChangedRecord: Equatable, Sendable {
    /// "user" or "item".
    public let type: String
    /// The record's id.
    public let id: Int
    /// "added", "edited" or "removed".
    public let change: String

    /// A record a change touched: its type ("item", "user"), id, and what the change did to it.
    public init(type: String, id: Int, change: String) {
        self.type = type
        self.id = id
        self.change = change
    }
}
