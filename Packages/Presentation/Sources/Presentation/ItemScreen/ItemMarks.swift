import Domain

/// The rows marked for one change together: some rows (`v` on each), or every item a filter
/// admits (`V`), all of them and not only the rows loaded, as the store counts and changes them.
public enum ItemMarks: Hashable, Sendable {
    /// Nothing is marked: a change applies to the selected row.
    case none
    /// These items, marked one by one.
    case rows(Set<Item.ID>)
    /// Every item the filter admits (the list's filter and search when `V` was pressed).
    case everyMatching(ItemFilter)

    /// Whether nothing is marked.
    public var isEmpty: Bool {
        switch self {
        case .none: true
        case .rows(let ids): ids.isEmpty
        case .everyMatching: false
        }
    }

    /// Whether `row`, listed under `listFilter`, is shown marked: every row, when the marks are
    /// every item of that same filter (under a search typed since, the header counts them).
    public func marks(_ row: ItemRow, listedUnder listFilter: ItemFilter) -> Bool {
        switch self {
        case .none: false
        case .rows(let ids): row.itemID.map(ids.contains) ?? false
        case .everyMatching(let filter): filter == listFilter && row.itemID != nil
        }
    }

    /// What a change to the marked rows applies to, as the store resolves it when it writes.
    var target: ItemTarget? {
        switch self {
        case .none: nil
        case .rows(let ids): ids.isEmpty ? nil : .ids(ids.sorted { $0.rawValue < $1.rawValue })
        case .everyMatching(let filter): .matching(filter)
        }
    }
}
