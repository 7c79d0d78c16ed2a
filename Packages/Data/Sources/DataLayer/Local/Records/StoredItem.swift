import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An `items` row as read: an `Item`, or a `DamagedItem` when a value breaks the Domain's rules
/// (another tool or an older crew wrote it), or nothing crew can address (an id out of range).
enum StoredItem: StoredRecord {
    case readable(Item)
    case damaged(DamagedItem)
    case unaddressable(UnreadableRecord)

    /// The columns every item query selects, in this order.
    enum Column: Int32, StoredColumn {
        case id, name, isCompleted, ownerID, due, priority, tags, createdAt, completedAt, uuid

        var sql: String {
            switch self {
            case .id: "items.id"
            case .name: "items.name"
            case .isCompleted: "items.is_completed"
            case .ownerID: "items.owner_id"
            case .due: "items.due"
            case .priority: "items.priority"
            case .tags: "items.tags"
            case .createdAt: "items.created_at"
            case .completedAt: "items.completed_at"
            case .uuid: "items.uuid"
            }
        }
    }

    init(_ row: some RecordRow) {
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
        let due = row.optionalInteger(Column.due).flatMap(DueDate.init(dayNumber:))
        let priority = row.optionalInteger(Column.priority).flatMap(StoredPriority.priority)
        let createdAt = row.optionalInteger(Column.createdAt).map {
            Date(timeIntervalSince1970: TimeInterval($0))
        }
        let completedAt = row.optionalInteger(Column.completedAt).map {
            Date(timeIntervalSince1970: TimeInterval($0))
        }
        let tags = Result { () throws(ValidationError) in try StoredTags.read(row.text(Column.tags)) }
        // A row another program wrote without one has the identity derived from its id.
        let uuid = row.optionalText(Column.uuid).flatMap(UUID.init(uuidString:))
        do throws(ValidationError) {
            if owner != nil, ownerID == nil {
                throw ValidationError(field: .identifier, problem: .outOfRange(1...User.ID.maximum))
            }
            self = .readable(
                Item(
                    id: id, uuid: uuid, name: try ItemName(row.text(Column.name)), isCompleted: isCompleted,
                    ownerID: ownerID,
                    due: due, priority: priority, tags: try tags.get(), createdAt: createdAt,
                    completedAt: completedAt))
        } catch {
            self = .damaged(
                DamagedItem(
                    id: id, uuid: uuid, isCompleted: isCompleted, ownerID: ownerID, due: due,
                    priority: priority,
                    tags: (try? tags.get()) ?? .none, createdAt: createdAt, completedAt: completedAt,
                    problem: error))
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

    /// The values an `INSERT INTO items (id, …)` writes, in `writtenColumns` order.
    static func values(
        id: Item.ID, uuid: UUID, name: ItemName, isCompleted: Bool, ownerID: User.ID?, due: DueDate?,
        priority: Priority?, tags: Tags, createdAt: Date?, completedAt: Date?
    ) -> [SQLValue] {
        [
            .integer(id.rawValue), .text(name.value), .bool(isCompleted), .optionalInteger(ownerID?.rawValue),
            .optionalInteger(due?.dayNumber), .optionalInteger(priority?.rank), .text(StoredTags.json(tags)),
            .optionalInteger(createdAt.map(StoredTime.seconds)),
            .optionalInteger(completedAt.map(StoredTime.seconds)),
            .text(String(decoding: ItemOrder.foldedName(name), as: UTF8.self)),
            .text(uuid.uuidString.lowercased()),
        ]
    }

    static func values(_ item: Item) -> [SQLValue] {
        values(
            id: item.id, uuid: item.uuid, name: item.name, isCompleted: item.isCompleted,
            ownerID: item.ownerID,
            due: item.due,
            priority: item.priority, tags: item.tags, createdAt: item.createdAt, completedAt: item.completedAt
        )
    }

    /// The columns `values` fills, as an insert names them.
    static let writtenColumns =
        "id, name, is_completed, owner_id, due, priority, tags, created_at, completed_at, name_key, uuid"

    /// The columns an update of `item` writes, with their values: only those that differ from
    /// the row's `current` values (`nil`: a damaged row, which is rewritten whole). Every column
    /// written is an entry rewritten in each index that holds it. The identity is never written
    /// by an update: no change alters it.
    static func changes(writing item: Item, over current: [SQLValue]?) -> [(column: String, value: SQLValue)]
    {
        let values = values(item)
        return values.indices.dropFirst().filter { columnNames[$0] != "uuid" && current?[$0] != values[$0] }
            .map {
                (columnNames[$0], values[$0])
            }
    }

    /// `writtenColumns` one by one.
    private static let columnNames = writtenColumns.split(separator: ",").map {
        $0.filter { !$0.isWhitespace }
    }

    /// `col = excluded.col` for every written column but the id: an upsert's update.
    static let upsertAssignments =
        "name = excluded.name, is_completed = excluded.is_completed, owner_id = excluded.owner_id, "
        + "due = excluded.due, priority = excluded.priority, tags = excluded.tags, "
        + "created_at = excluded.created_at, completed_at = excluded.completed_at, name_key = excluded.name_key, "
        + "uuid = excluded.uuid"
}
