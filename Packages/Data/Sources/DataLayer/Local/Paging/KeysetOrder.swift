import Domain

/// An item order that SQL pages through by keyset: one column (or none: the id alone), where its
/// NULLs go, and which way, then the id. It is the SQL side of `ItemOrder.sortKey` for every order
/// but relevance (whose rank no index holds): the cursor a page ends on is the Domain's key of
/// its last item, read back here into the column's value and the id.
struct KeysetOrder: Equatable {
    /// `nil`: by id alone.
    let column: String?
    let isNullable: Bool
    /// Where NULLs go when ascending.
    let nullsFirst: Bool
    let isDescending: Bool
    private let base: ItemSort?

    /// `nil` for relevance, which is ranked, not sought.
    init?(_ order: ItemOrder) {
        switch order {
        // Relevance is ranked, not sought; an order from its end is sought status by status
        // (`SQLStore.keysetQueries`), each with the keyset of its order within a status reversed.
        case .relevance, .backwards: return nil
        case .reversed(let inner):
            guard let forward = KeysetOrder(inner) else { return nil }
            self = forward.reversed
        case .id: self.init(base: .id, column: nil, isNullable: false, nullsFirst: false)
        case .pendingFirst:
            self.init(base: nil, column: "items.is_completed", isNullable: false, nullsFirst: false)
        case .ownerFirst(let owner):
            // `ItemOrder.ownerFirstKey` in SQL: the id is a whole number crew validated.
            self.init(
                base: .next,
                column:
                    "(CASE WHEN items.owner_id = \(owner.rawValue) THEN 0 ELSE \(ItemOrder.othersFirstKeyOffset) END + \(Self.nextKey))",
                isNullable: false, nullsFirst: false)
        case .sorted(let sort) where sort.field != nil:
            // A plain field of whole numbers: its column, NULL (none) last, as `.due` is.
            self.init(base: sort, column: "items.\(sort.rawValue)", isNullable: true, nullsFirst: false)
        case .sorted(let sort):
            switch sort {
            case .id: self.init(base: .id, column: nil, isNullable: false, nullsFirst: false)
            case .due: self.init(base: .due, column: "items.due", isNullable: true, nullsFirst: false)
            case .priority:
                self.init(base: .priority, column: "items.priority", isNullable: true, nullsFirst: false)
            case .created:
                self.init(base: .created, column: "items.created_at", isNullable: true, nullsFirst: true)
            case .completed:
                self.init(base: .completed, column: "items.completed_at", isNullable: true, nullsFirst: true)
            case .name: self.init(base: .name, column: "items.name_key", isNullable: false, nullsFirst: false)
            default: self.init(base: .next, column: Self.nextKey, isNullable: false, nullsFirst: false)
            }
        }
    }

    /// `ItemOrder.nextKey` in SQL: the same number from the row's due day and priority rank, so a
    /// page ends and the next starts where the Domain's key says (no index holds it: the default
    /// report reads one page).
    static let nextKey = nextKey(columnsOf: "items.")

    /// The expression over the columns named with `prefix` ("items." in a query, "" in the index
    /// that holds it, `items_by_next`): the same expression, so both engines read the index.
    static func nextKey(columnsOf prefix: String) -> String {
        "(CASE WHEN \(prefix)due IS NULL THEN \(ItemOrder.undatedNextKey) ELSE (\(prefix)due - (\(DueDate.earliest.dayNumber))) * 4 END + COALESCE(\(prefix)priority, 3))"
    }

    private init(
        base: ItemSort?, column: String?, isNullable: Bool, nullsFirst: Bool, isDescending: Bool = false
    ) {
        self.base = base
        self.column = column
        self.isNullable = isNullable
        self.nullsFirst = nullsFirst
        self.isDescending = isDescending
    }

    private var reversed: KeysetOrder {
        KeysetOrder(
            base: base, column: column, isNullable: isNullable, nullsFirst: nullsFirst,
            isDescending: !isDescending)
    }

    /// The column's value and the id a cursor (the Domain's sort key) stands for; a `nil` value
    /// is a NULL column.
    func position(of keys: [Int]) -> (value: SQLValue?, id: Int) {
        let keys = isDescending ? keys.map { -$0 } : keys
        let id = keys.last ?? 0
        if base?.field != nil { return (keys.first == 1 ? nil : .integer(keys.dropFirst().first ?? 0), id) }
        switch base {
        case .id: return (nil, id)
        case nil: return (.integer(keys.first ?? 0), id)
        case .due: return (keys.first == 1 ? nil : .integer(keys.dropFirst().first ?? 0), id)
        case .priority: return (keys.first == 3 ? nil : .integer(keys.first ?? 0), id)
        case .created, .completed: return (keys.first == 0 ? nil : .integer(keys.dropFirst().first ?? 0), id)
        case .next: return (.integer(keys.first ?? 0), id)
        default:
            // Each byte of the folded name plus one, then 0, then the id.
            let bytes = keys.prefix { $0 != 0 }.map { UInt8(clamping: $0 - 1) }
            return (.text(String(decoding: bytes, as: UTF8.self)), id)
        }
    }

    /// The sort key of a row that could not be read as an item, from what the row still tells:
    /// the same shape as the Domain's, so that a page can end on it.
    func fallbackKeys(id: Int, value: Int?) -> [Int] {
        let keys: [Int]
        switch base {
        case _ where base?.field != nil: keys = [value == nil ? 1 : 0, value ?? 0, id]
        case .id: keys = [id]
        case nil: keys = [value ?? 0, id]
        case .due: keys = [value == nil ? 1 : 0, value ?? 0, id]
        case .priority: keys = [value ?? 3, id]
        case .created, .completed: keys = [value == nil ? 0 : 1, value ?? 0, id]
        case .name: keys = [0, id]
        default: keys = [value ?? 0, id]
        }
        return isDescending ? keys.map { -$0 } : keys
    }
}
