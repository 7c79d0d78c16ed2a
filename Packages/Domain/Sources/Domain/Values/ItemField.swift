/// The fields of an item a change can set, in the order `--json` writes them: what a change is
/// said to have edited ("edited (due, tags)"), and how the outbox compares records (a change made
/// offline is sent field by field, so that a field another client changed meanwhile is kept).
/// `allCases` is the table of an item's fields: the ones below, then every plain field
/// (``ItemFields/plainFields``), each compared and copied from its description.
public struct ItemField: RecordField, RawRepresentable, CustomStringConvertible {
    /// The field's name: what `crew log` and a conflict call it, and how the outbox stores it.
    public let rawValue: String
    /// The description of a plain field; `nil` for the fields below.
    public let plain: PlainItemField?

    /// The item's name.
    public static let name = ItemField(builtIn: "name")
    /// Completing or reopening, with the completion time it sets or clears (two sides that both
    /// completed an item agree, whenever each did).
    public static let done = ItemField(builtIn: "done")
    /// Who owns the item.
    public static let owner = ItemField(builtIn: "owner")
    /// The due day.
    public static let due = ItemField(builtIn: "due")
    /// The priority.
    public static let priority = ItemField(builtIn: "priority")
    /// The tags.
    public static let tags = ItemField(builtIn: "tags")
    /// The recurrence.
    public static let every = ItemField(builtIn: "every")
    /// The notes.
    public static let notes = ItemField(builtIn: "notes")

    /// The fields with a meaning of their own (a reference, a status, a list), then the plain ones.
    public static var allCases: [ItemField] {
        [.name, .done, .owner, .due, .priority, .tags, .every, .notes]
            + ItemFields.plainFields.map(ItemField.init)
    }

    private init(builtIn name: String) {
        rawValue = name
        plain = nil
    }

    /// The plain field `field`, as a change names it.
    public init(_ field: PlainItemField) {
        rawValue = field.key
        plain = field
    }

    /// The field named `rawValue`, if an item has one.
    public init?(rawValue: String) {
        guard let field = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = field
    }

    /// The field's name, as messages and `crew log` say it.
    public var description: String { rawValue }

    /// Whether `one` and `other` hold the same value of this field.
    public func isSame(in one: Item, as other: Item) -> Bool {
        if let plain { return plain.value(in: one.fields) == plain.value(in: other.fields) }
        return switch self {
        case .name: one.name == other.name
        case .done: one.isCompleted == other.isCompleted
        case .owner: one.ownerID == other.ownerID
        case .due: one.due == other.due
        case .priority: one.priority == other.priority
        case .tags: one.tags == other.tags
        case .every: one.every == other.every
        default: one.notes == other.notes
        }
    }

    /// `item` with this field taken from `source`.
    public func copy(from source: Item, into item: Item) -> Item {
        var item = item
        if let plain {
            // The value came from an item that holds it, so its type's rules hold.
            try? plain.write(plain.value(in: source.fields), into: &item.fields)
            return item
        }
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
        default: item.notes = source.notes
        }
        return item
    }

    /// Two fields are the same when their names are.
    public static func == (lhs: ItemField, rhs: ItemField) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the name, the field's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
