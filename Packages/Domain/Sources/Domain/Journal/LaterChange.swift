/// A change made after another one: its number, its author, and the record it touched that the
/// earlier one touched too (`item 3`), when that is why it is named.
public struct LaterChange: Hashable, Sendable {
    /// The change's number in the journal.
    public let sequence: Int
    /// Who made it.
    public let author: ChangeAuthor
    /// The record both changes touched, as a person names it ("item 3", "user 2"); `nil` when
    /// the later change is only newer.
    public let record: String?

    public init(sequence: Int, author: ChangeAuthor, record: String? = nil) {
        self.sequence = sequence
        self.author = author
        self.record = record
    }
}
