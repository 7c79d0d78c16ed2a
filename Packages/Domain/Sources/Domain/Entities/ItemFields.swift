#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a team plans an item with, besides its name: the one list of an item's fields, which
/// ``Item``, ``NewItem`` and ``DamagedItem`` each hold (and read as their own, `item.due`), so a new
/// field is written here once. The name is kept apart because a damaged item has none that holds.
public struct ItemFields: Hashable, Sendable {
    /// Whether the item is done.
    public var isCompleted: Bool
    /// `nil` for an item nobody owns (the remote's `userId` may be absent).
    public var ownerID: User.ID?
    /// The day the item is due, if it has one.
    public var due: DueDate?
    /// `nil` for none.
    public var priority: Priority?
    /// Its tags, sorted and without repeats.
    public var tags: Tags
    /// When it was added, to the second; `nil` for an item older than crew's timestamps.
    public var createdAt: Date?
    /// When it was last completed, to the second; `nil` while pending (reopening clears it).
    public var completedAt: Date?
    /// Its notes, oldest first (at most ``ItemNote/maximumPerItem``).
    public var notes: [ItemNote]
    /// How often it comes back once done; `nil` for an item done once. A recurring item has a
    /// due day (`checkRules()`).
    public var every: Recurrence?
    /// How long it should take; `nil` for no estimate.
    public var estimate: Estimate?

    /// The plain fields (``PlainItemField``), in the order `--json`, backups and the API write
    /// them after the fields above: each layer handles each of them from its entry here.
    public static let plainFields: [PlainItemField] = [.estimate]

    /// Fields as given; every one but `isCompleted` may be left out.
    public init(
        isCompleted: Bool = false, ownerID: User.ID? = nil, due: DueDate? = nil, priority: Priority? = nil,
        tags: Tags = .none, createdAt: Date? = nil, completedAt: Date? = nil, notes: [ItemNote] = [],
        every: Recurrence? = nil, estimate: Estimate? = nil
    ) {
        self.isCompleted = isCompleted
        self.ownerID = ownerID
        self.due = due
        self.priority = priority
        self.tags = tags
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.notes = notes
        self.every = every
        self.estimate = estimate
    }

    /// The rules between fields, which a single field's type cannot hold: a recurring item has a
    /// due day (the next one is due a period after it), and an item keeps at most
    /// ``ItemNote/maximumPerItem`` notes.
    public func checkRules() throws(ValidationError) {
        if every != nil, due == nil { throw ValidationError(field: .recurrence, problem: .needsDueDay) }
        if notes.count > ItemNote.maximumPerItem {
            throw ValidationError(field: .notes, problem: .tooMany(maximum: ItemNote.maximumPerItem))
        }
    }

    /// The next occurrence of a recurring item completed now: the same plan, due a period after
    /// this one (`Recurrence.nextDue`), pending, without the notes (they were about this one).
    /// `nil` for an item that does not recur, or whose series ends with the calendar.
    public func nextOccurrence(today: DueDate) -> ItemFields? {
        guard let every, let due, let next = every.nextDue(after: due, today: today) else { return nil }
        return ItemFields(
            ownerID: ownerID, due: next, priority: priority, tags: tags, every: every, estimate: estimate)
    }

    /// Done, as of `now`.
    public mutating func complete(at now: Date) {
        isCompleted = true
        completedAt = now
    }

    /// Pending again: it was never completed since.
    public mutating func reopen() {
        isCompleted = false
        completedAt = nil
    }

    /// A new item as added at `now`: made now, and, when added done, completed now unless a
    /// document said when.
    public mutating func add(at now: Date) {
        createdAt = createdAt ?? now
        if isCompleted { completedAt = completedAt ?? now }
    }

    /// Pending and due before `today`: what "overdue" means everywhere, the summary's count and
    /// `--overdue` included (`ItemFilter.overdue(today:)` admits exactly these items).
    public func isOverdue(today: DueDate) -> Bool {
        guard !isCompleted, let due else { return false }
        return due < today
    }
}

extension PlainItemField {
    /// ``ItemFields/estimate``.
    public static let estimate = field(read: { $0.estimate }, write: { $0.estimate = $1 })
}
