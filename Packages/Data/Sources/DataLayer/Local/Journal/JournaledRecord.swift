import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The records a journal row's images describe, read from a row that selects, for the image
/// before and then the one after: whether it exists, name, done, owner, e-mail, due, priority,
/// tags (a JSON array), created, completed, uuid (11 columns each). Both stores select their
/// images in this shape.
enum JournaledRecord {
    /// The item an image describes, from the columns starting at `first` (exists, name, done,
    /// owner, -, due, priority, tags, created, completed, uuid).
    static func item(_ row: some RecordRow, id: Int, from first: Int32) throws -> Item? {
        guard row.integer(first) == 1 else { return nil }
        return Item(
            id: try Identifier(validating: id), uuid: identity(row, first + 10),
            name: try ItemName(row.text(first + 1)),
            isCompleted: row.integer(first + 2) != 0,
            ownerID: try row.optionalInteger(first + 3).map { try Identifier(validating: $0) },
            due: row.optionalInteger(first + 5).flatMap(DueDate.init(dayNumber:)),
            priority: row.optionalInteger(first + 6).flatMap(StoredPriority.priority),
            tags: try StoredTags.read(row.text(first + 7)),
            createdAt: row.optionalInteger(first + 8).map { Date(timeIntervalSince1970: TimeInterval($0)) },
            completedAt: row.optionalInteger(first + 9).map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    /// The user an image describes, from the columns starting at `first` (exists, name, -, -,
    /// email, …, uuid).
    static func user(_ row: some RecordRow, id: Int, from first: Int32) throws -> User? {
        guard row.integer(first) == 1 else { return nil }
        return User(
            id: try Identifier(validating: id), uuid: identity(row, first + 10),
            name: try PersonName(row.text(first + 1)), email: try EmailAddress(row.text(first + 4)))
    }

    /// The identity an image holds; an image older than identities has none (the record's is
    /// then derived from its id, as a row without one is read).
    private static func identity(_ row: some RecordRow, _ column: Int32) -> UUID? {
        row.optionalText(column).flatMap(UUID.init(uuidString:))
    }

    /// Adds the step a journal row describes (entity, record id, then its two images from columns
    /// 2 and 13) to a change's users or items. An image of a damaged record (a name another tool
    /// wrote) is restored by undo all the same; it is only left out of the change's description.
    static func collect(
        _ row: some RecordRow, users: inout RowChanges<User>, items: inout RowChanges<Item>
    ) {
        let id = row.integer(1)
        switch JournalEntity(rawValue: row.text(0)) {
        case .item:
            if case .success(let before) = Result(catching: { try item(row, id: id, from: 2) }),
                case .success(let after) = Result(catching: { try item(row, id: id, from: 13) })
            {
                items.record(id: id, before: before, after: after)
            }
        case .user:
            if case .success(let before) = Result(catching: { try user(row, id: id, from: 2) }),
                case .success(let after) = Result(catching: { try user(row, id: id, from: 13) })
            {
                users.record(id: id, before: before, after: after)
            }
        case nil:
            break
        }
    }
}
