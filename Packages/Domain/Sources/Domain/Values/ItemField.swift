/// The fields of an item a change can set, in the order `--json` writes them: what a change is
/// said to have edited ("edited (due, tags)"), and how the outbox compares records (a change made
/// offline is sent field by field, so that a field another client changed meanwhile is kept).
public enum ItemField: String, RecordField {
    case name
    /// Completing or reopening, with the completion time it sets or clears (two sides that both
    /// completed an item agree, whenever each did).
    case done
    case owner
    case due
    case priority
    case tags
    case every
    case notes

    /// Whether `one` and `other` hold the same value of this field.
    public func isSame(in one: Item, as other: Item) -> Bool {
        switch self {
        case .name: one.name == other.name
        case .done: one.isCompleted == other.isCompleted
        case .owner: one.ownerID == other.ownerID
        case .due: one.due == other.due
        case .priority: one.priority == other.priority
        case .tags: one.tags == other.tags
        case .every: one.every == other.every
        case .notes: one.notes == other.notes
        }
    }

    /// `item` with this field taken from `source`.
    public func copy(from source: Item, into item: Item) -> Item {
        var item = item
        switch self {
        case .name: item.name = source.name
        case .done:
            item.isCompleted = source.isCompleted
            item.completedAt = source.completedAt
        case .owner: item.ownerID = source.ownerID
        case .due: item.due = source.due
        case .priority: item.priority = source.priority
        case .tags: item.tags = source.tags
        case .every: item.every = source.every
        case .notes: item.notes = source.notes
        }
        return item
    }
}
