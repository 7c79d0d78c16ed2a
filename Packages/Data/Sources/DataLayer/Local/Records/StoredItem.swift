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

    /// The columns every item query selects, in this order: the one list of an item's columns.
    /// The insert, the upsert, the update of changed columns, the journal's images and its reader
    /// are all derived from it. The columns below come first; then one per plain field of the
    /// Domain (`ItemFields.plainFields`), named by its key, in the table's order.
    struct Column: StoredColumn, Hashable {
        let rawValue: Int32

        init(rawValue: Int32) { self.rawValue = rawValue }

        static let id = Column(rawValue: 0)
        static let name = Column(rawValue: 1)
        static let isCompleted = Column(rawValue: 2)
        static let ownerID = Column(rawValue: 3)
        static let due = Column(rawValue: 4)
        static let priority = Column(rawValue: 5)
        static let tags = Column(rawValue: 6)
        static let createdAt = Column(rawValue: 7)
        static let completedAt = Column(rawValue: 8)
        static let uuid = Column(rawValue: 9)
        static let every = Column(rawValue: 10)

        /// The names of the columns above, by position.
        private static let namesBeforePlainFields = [
            "id", "name", "is_completed", "owner_id", "due", "priority", "tags", "created_at", "completed_at",
            "uuid", "every",
        ]

        static let allCases: [Column] =
            (0..<Int32(namesBeforePlainFields.count + ItemFields.plainFields.count)).map(Column.init)

        /// The columns of the plain fields, after the ones above.
        static let plainFieldColumns = ItemFields.plainFields.indices.map {
            Column(rawValue: Int32(namesBeforePlainFields.count + $0))
        }

        /// The plain field the column holds; `nil` for the columns above.
        var plainField: PlainItemField? {
            let index = Int(rawValue) - Self.namesBeforePlainFields.count
            return index >= 0 ? ItemFields.plainFields[index] : nil
        }

        /// The column's name in `items`.
        var name: String { plainField?.key ?? Self.namesBeforePlainFields[Int(rawValue)] }

        var sql: String { "items." + name }

        /// The key SQLite's journal image gives the column (PostgreSQL's image is the row itself,
        /// keyed by column name).
        var imageKey: String {
            switch self {
            case .isCompleted: "done"
            case .ownerID: "owner"
            case .createdAt: "created"
            case .completedAt: "completed"
            default: name
            }
        }

        /// The column's value for `item`, as a statement binds it.
        func value(of item: Item) -> SQLValue {
            if let plainField {
                return switch plainField.value(in: item.fields) {
                case nil: .null
                case .whole(let number)?: .integer(number)
                case .text(let text)?: .text(text)
                }
            }
            return switch self {
            case .id: .integer(item.id.rawValue)
            case .name: .text(item.name.value)
            case .isCompleted: .bool(item.isCompleted)
            case .ownerID: .optionalInteger(item.ownerID?.rawValue)
            case .due: .optionalInteger(item.due?.dayNumber)
            case .priority: .optionalInteger(item.priority?.rank)
            case .tags: .text(StoredTags.json(item.tags))
            case .createdAt: .optionalInteger(item.createdAt.map(StoredTime.seconds))
            case .completedAt: .optionalInteger(item.completedAt.map(StoredTime.seconds))
            case .uuid: .text(item.uuid.uuidString.lowercased())
            default: .optionalText(item.every?.description)
            }
        }

        /// The plain field's value as `row` holds it in this column.
        func plainValue(in row: some RecordRow) -> PlainValue? {
            guard let plainField else { return nil }
            return plainField.isWholeNumber
                ? row.optionalInteger(self).map(PlainValue.whole)
                : row.optionalText(self).map(PlainValue.text)
        }
    }

    init(_ row: some RecordRow) {
        var memo = StoredTagsMemo()
        self.init(row, tags: &memo)
    }

    /// A row of a read that reads many (a listing): `memo` keeps the tags already read.
    init(_ row: some RecordRow, tags memo: inout StoredTagsMemo) {
        let rawID = row.integer(Column.id)
        guard let id = Item.ID(rawValue: rawID) else {
            self = .unaddressable(
                UnreadableRecord(
                    id: rawID, problem: ValidationError(field: .identifier, problem: .notPositive)))
            return
        }
        let owner = row.optionalInteger(Column.ownerID)
        let storedDue = row.optionalInteger(Column.due)
        let storedPriority = row.optionalInteger(Column.priority)
        let tagsText = row.text(Column.tags)
        let tags = Result { () throws(ValidationError) in try memo.read(tagsText) }
        var fields = ItemFields(
            isCompleted: row.integer(Column.isCompleted) != 0,
            ownerID: owner.flatMap(User.ID.init(rawValue:)),
            due: storedDue.flatMap(DueDate.init(dayNumber:)),
            priority: storedPriority.flatMap(StoredPriority.priority),
            tags: (try? tags.get()) ?? .none,
            createdAt: StoredTime.date(row.optionalInteger(Column.createdAt)),
            completedAt: StoredTime.date(row.optionalInteger(Column.completedAt)))
        let every = Result { () throws(ValidationError) -> Recurrence? in
            guard let text = row.optionalText(Column.every) else { return nil }
            return try Recurrence(typed: text)
        }
        // A row another program wrote without one has the identity derived from its id.
        let uuid = row.identity(Column.uuid)
        // Every field that can be read is kept, whichever one cannot: repairing a damaged item
        // (renaming it) then keeps its period. Its notes are rows of their own (`StoredNote`).
        fields.every = (try? every.get()) ?? nil
        var plainProblem: ValidationError?
        for column in Column.plainFieldColumns {
            // None is what `fields` holds already: most rows have no value in most plain fields.
            guard let value = column.plainValue(in: row) else { continue }
            do throws(ValidationError) {
                try column.plainField?.write(value, into: &fields)
            } catch {
                plainProblem = plainProblem ?? error
            }
        }
        do throws(ValidationError) {
            if let plainProblem { throw plainProblem }
            if owner != nil, fields.ownerID == nil {
                throw ValidationError(field: .identifier, problem: .outOfRange(1...User.ID.maximum))
            }
            // A value another tool stored that the Domain cannot hold is damage, never "none".
            if storedDue != nil, fields.due == nil {
                throw ValidationError(field: .dueDate, problem: .outsideCalendar)
            }
            if storedPriority != nil, fields.priority == nil {
                throw ValidationError(field: .priority, problem: .notOneOf(Priority.allCases.map(\.rawValue)))
            }
            _ = try tags.get()
            _ = try every.get()
            try fields.checkRules()
            self = .readable(
                Item(id: id, uuid: uuid, name: try ItemName(row.text(Column.name)), fields: fields))
        } catch {
            self = .damaged(DamagedItem(id: id, uuid: uuid, fields: fields, problem: error))
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

    /// The columns an insert writes: every selected one, then the folded name that `--sort name`
    /// and search read (derived from the name, never read back).
    private static let columnNames = Column.allCases.map(\.name) + ["name_key"]

    static let writtenColumns = columnNames.joined(separator: ", ")

    /// The values an `INSERT INTO items (\(writtenColumns))` writes, in that order.
    static func values(_ item: Item) -> [SQLValue] {
        Column.allCases.map { $0.value(of: item) } + [
            .text(String(decoding: ItemOrder.foldedName(item.name), as: UTF8.self))
        ]
    }

    /// The columns an update of `item` writes, with their values: only those that differ from
    /// the row's `current` values (`nil`: a damaged row, which is rewritten whole). Every column
    /// written is an entry rewritten in each index that holds it. Neither the id nor the identity
    /// is ever written by an update: no change alters them.
    static func changes(writing item: Item, over current: [SQLValue]?) -> [(column: String, value: SQLValue)]
    {
        let values = values(item)
        let unchangeable: Set = [Column.id.name, Column.uuid.name]
        return values.indices.filter { !unchangeable.contains(columnNames[$0]) && current?[$0] != values[$0] }
            .map { (columnNames[$0], values[$0]) }
    }

    /// `col = excluded.col` for every written column but the id: an upsert's update.
    static let upsertAssignments = columnNames.dropFirst().map { "\($0) = excluded.\($0)" }.joined(
        separator: ", ")
}
