import Domain

/// An `items` row as read: an `Item`, or a `DamagedItem` when its name breaks the Domain's rules
/// (another tool or an older crew wrote it), or nothing crew can address (an id out of range).
enum StoredItem: SQLiteRecord {
    case readable(Item)
    case damaged(DamagedItem)
    case unaddressable(UnreadableRecord)

    /// The columns every item query selects, in this order.
    enum Column: Int32, SQLiteColumn {
        case id, name, isCompleted, ownerID

        var sql: String {
            switch self {
            case .id: "items.id"
            case .name: "items.name"
            case .isCompleted: "items.is_completed"
            case .ownerID: "items.owner_id"
            }
        }
    }

    init(_ row: SQLiteRow) {
        let rawID = row.integer(Column.id)
        guard let id = Item.ID(rawValue: rawID) else {
            self = .unaddressable(
                UnreadableRecord(
                    id: rawID, problem: ValidationError(field: .identifier, problem: .notPositive)))
            return
        }
        let isCompleted = row.integer(Column.isCompleted) != 0
        let owner = row.optionalInteger(Column.ownerID)
        let ownerID = owner.flatMap(User.ID.init(rawValue:))
        do throws(ValidationError) {
            if owner != nil, ownerID == nil {
                throw ValidationError(field: .identifier, problem: .outOfRange(1...User.ID.maximum))
            }
            self = .readable(
                Item(
                    id: id, name: try ItemName(row.text(Column.name)), isCompleted: isCompleted,
                    ownerID: ownerID))
        } catch {
            self = .damaged(DamagedItem(id: id, isCompleted: isCompleted, ownerID: ownerID, problem: error))
        }
    }

    var item: Item? {
        if case .readable(let item) = self { return item }
        return nil
    }

    /// What a listing reports instead of a row it cannot show.
    var unreadable: UnreadableRecord? {
        switch self {
        case .readable: nil
        case .damaged(let damaged): UnreadableRecord(id: damaged.id.rawValue, problem: damaged.problem)
        case .unaddressable(let record): record
        }
    }
}
