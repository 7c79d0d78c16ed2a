/// An order a person asks for with `--sort`; ties always go by id. `allCases` holds the orders
/// below, then one per plain field of whole numbers (``ItemFields/plainFields``), named as the
/// field: items with a value first, smallest first; items without one last.
public struct ItemSort: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The `--sort` word.
    public let rawValue: String
    /// The plain field it orders by; `nil` for the orders below.
    public let field: PlainItemField?

    /// By id alone.
    public static let id = ItemSort(builtIn: "id")
    /// Items with a due day first, earliest first; items without one last.
    public static let due = ItemSort(builtIn: "due")
    /// High, medium, low, then none.
    public static let priority = ItemSort(builtIn: "priority")
    /// Oldest first; items older than crew's timestamps (none recorded) before them all.
    public static let created = ItemSort(builtIn: "created")
    /// By when the item was completed, earliest first (`--reverse`: the latest first); pending
    /// items, and done ones older than crew's timestamps, have none and come first, by id.
    public static let completed = ItemSort(builtIn: "completed")
    /// By name, ignoring case (the Domain's folding, as search uses it).
    public static let name = ItemSort(builtIn: "name")
    /// What to do next: items with a due day first, earliest first (so the overdue lead), each
    /// day's by priority (high first, none last); then items without a day, by priority; ties
    /// oldest first. The default report's order.
    public static let next = ItemSort(builtIn: "next")

    /// The orders above, then one per plain field of whole numbers.
    public static var allCases: [ItemSort] {
        [.id, .due, .priority, .created, .completed, .name, .next]
            + ItemFields.plainFields.filter(\.isWholeNumber).map { ItemSort(rawValue: $0.key, field: $0) }
    }

    private init(builtIn word: String) {
        self.init(rawValue: word, field: nil)
    }

    private init(rawValue: String, field: PlainItemField?) {
        self.rawValue = rawValue
        self.field = field
    }

    /// The order named `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let sort = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = sort
    }
}
