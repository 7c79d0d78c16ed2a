#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// One change made on a store, as its journal keeps it: every user and item it touched, before
/// and after. Undoing it puts every `before` back (and removes what it added).
public struct JournalEntry: Hashable, Sendable {
    /// Increases with every change; the most recent change has the largest.
    public let sequence: Int
    /// When the change was made.
    public let date: Date
    /// Each user the change touched, before and after.
    public let users: [TouchedRecord<User>]
    /// Each item the change touched, before and after. A note is a record of its own: each side
    /// carries the notes the change touched (the ones it removed before, the ones it added after),
    /// none when it touched none.
    public let items: [TouchedRecord<Item>]
    /// What kind of change it was (an add, an edit, a removal, ...), as the log names it.
    public let kind: CommandKind
    /// Items whose row could not be read before the change and can after it (another tool had
    /// written a value crew refuses, and a rename repaired it), as the change left them. Their
    /// steps are not in `items`, which holds records as the Domain reads them; undo puts their
    /// rows back all the same.
    public let repairedItems: [Item]
    /// Who made the change (``ChangeAuthor/unknown`` for a change journaled before authors were).
    public let author: ChangeAuthor

    /// The change as it touched one item only: its steps on that item, no other record.
    public func touching(item id: Item.ID) -> JournalEntry {
        JournalEntry(
            sequence: sequence, date: date, users: [],
            items: items.filter { ($0.before ?? $0.after)?.id == id }, kind: kind,
            repairedItems: repairedItems.filter { $0.id == id }, author: author)
    }

    /// A change as a journal read it back.
    public init(
        sequence: Int, date: Date, users: [TouchedRecord<User>], items: [TouchedRecord<Item>],
        kind: CommandKind = .edit, repairedItems: [Item] = [], author: ChangeAuthor = .unknown
    ) {
        self.sequence = sequence
        self.date = date
        self.users = users
        self.items = items
        self.kind = kind
        self.repairedItems = repairedItems
        self.author = author
    }
}
