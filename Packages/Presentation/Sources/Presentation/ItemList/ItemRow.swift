import Domain

/// One item as a list shows it: texts and flags a view prints as they are, made once from the
/// item with the Domain's own rules (what "overdue" means, how a day is written) and the names
/// of the owners. The value `--json` writes is the item itself, never this row.
public struct ItemRow: Equatable, Sendable, Identifiable {
    /// A row's identity: a stored item's id, or the number of an item still being added (each
    /// placeholder its own, so two adds in flight are two rows).
    public enum ID: Hashable, Sendable {
        /// A stored item's row.
        case stored(Item.ID)
        /// The row of an item still being added, by the add's number.
        case adding(Int)
    }

    public let id: ID
    /// "42", or "…" while a new item is being saved.
    public let shownID: String
    /// Whether the item is done.
    public let isDone: Bool
    /// "done" or "pending".
    public let status: String
    /// The owner's id as text; empty for an item nobody owns.
    public let ownerID: String
    /// The owner's name; the id when the name is not known; empty for nobody.
    public let owner: String
    /// The due day as `YYYY-MM-DD`; empty for none.
    public let due: String
    /// The due day and the day the row was made on: the table's texts are made from them when
    /// a table shows them (a listing written to a pipe does not).
    private let dueDay: DueDate?
    private let today: DueDate
    /// Pending and due before today.
    public let isOverdue: Bool
    /// "high", "medium", "low"; empty for none.
    public let priority: String
    /// The tags in order, each as written.
    public let tags: [String]
    /// The item's name.
    public let title: String
    /// The row shows a change that has not been confirmed yet.
    public let isSaving: Bool
    /// The stored item cannot be read (`init(damaged:problem:today:)`).
    public private(set) var isDamaged = false

    /// The row of `item` on `today`, its owner named from `ownerNames` (by id when missing).
    public init(_ item: Item, today: DueDate, ownerNames: [User.ID: String] = [:], isSaving: Bool = false) {
        self.init(ListedItem(item, isSaving: isSaving), today: today, ownerNames: ownerNames)
    }

    /// The row of an item being added, the `number`th add of its list.
    public init(adding item: NewItem, number: Int, today: DueDate, ownerNames: [User.ID: String] = [:]) {
        self.init(ListedItem(adding: item, number: number), today: today, ownerNames: ownerNames)
    }

    init(_ listed: ListedItem, today: DueDate, ownerNames: [User.ID: String]) {
        self.init(
            listed, today: today, ownerNames: ownerNames, tagTexts: listed.values.tags.sorted.map(\.value),
            dueText: listed.values.fields.due?.description ?? "")
    }

    /// `tagTexts`: the item's tags as texts, in order (a list's rows share one array per set);
    /// `dueText`: its due day as `YYYY-MM-DD`, empty for none (a list's rows share one per day).
    /// `listed` is read where it is: a copy of its values was a retain and a release of each.
    init(
        _ listed: borrowing ListedItem, today: DueDate, ownerNames: [User.ID: String], tagTexts: [String],
        dueText: String
    ) {
        id = listed.id
        shownID = listed.itemID?.description ?? "…"
        isDone = listed.values.fields.isCompleted
        status = listed.values.fields.isCompleted ? "done" : "pending"
        ownerID = listed.values.fields.ownerID?.description ?? ""
        owner = listed.values.fields.ownerID.map { ownerNames[$0] ?? $0.description } ?? ""
        due = dueText
        dueDay = listed.values.fields.due
        self.today = today
        isOverdue = listed.values.fields.isOverdue(today: today)
        priority = listed.values.fields.priority?.rawValue ?? ""
        tags = tagTexts
        title = listed.values.name.value
        isSaving = listed.isSaving
    }

    /// The row of a stored item that cannot be read (another tool damaged it): listed and counted
    /// like the others, its name saying what is wrong; opening it says how to repair it.
    public init(damaged id: Item.ID, problem: String, today: DueDate) {
        self.id = .stored(id)
        shownID = id.description
        isDone = false
        status = "damaged"
        (ownerID, owner, due, dueDay, priority, tags) = ("", "", "", nil, "", [])
        self.today = today
        isOverdue = false
        title = "damaged: " + problem
        isSaving = false
        isDamaged = true
    }

    /// `nil` until the store has assigned an id.
    public var itemID: Item.ID? {
        guard case .stored(let id) = id else { return nil }
        return id
    }

    /// The tags as one cell: "home,ops".
    public var tagText: String { tags.joined(separator: ",") }

    /// The due day as a person reads it: "today", "tomorrow", or `YYYY-MM-DD`; empty for none.
    public var dueText: String {
        guard let dueDay else { return "" }
        switch dueDay.dayNumber - today.dayNumber {
        case 0: return "today"
        case 1: return "tomorrow"
        default: return due
        }
    }

    /// How far the due day is from today: "+14d", "-2d", "+0d"; empty for none.
    public var dueDistance: String {
        guard let dueDay else { return "" }
        let days = dueDay.dayNumber - today.dayNumber
        return days >= 0 ? "+\(days)d" : "\(days)d"
    }
}
