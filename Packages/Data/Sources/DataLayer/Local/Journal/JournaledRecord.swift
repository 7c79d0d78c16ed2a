import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The records a journal row's images describe, read from a row that selects, for the image
/// before and then the one after: whether it exists, name, done, owner, e-mail, due, priority,
/// tags (a JSON array), created, completed. Both stores select their images in this shape.
enum JournaledRecord {
    /// The item an image describes, from the columns starting at `first` (exists, name, done,
    /// owner, -, due, priority, tags, created, completed).
    static func item(_ row: some RecordRow, id: Int, from first: Int32) throws -> Item? {
        guard row.integer(first) == 1 else { return nil }
        return Item(
            id: try Identifier(validating: id), name: try ItemName(row.text(first + 1)),
            isCompleted: row.integer(first + 2) != 0,
            ownerID: try row.optionalInteger(first + 3).map { try Identifier(validating: $0) },
            due: row.optionalInteger(first + 5).flatMap(DueDate.init(dayNumber:)),
            priority: row.optionalInteger(first + 6).flatMap(StoredPriority.priority),
            tags: try StoredTags.read(row.text(first + 7)),
            createdAt: row.optionalInteger(first + 8).map { Date(timeIntervalSince1970: TimeInterval($0)) },
            completedAt: row.optionalInteger(first + 9).map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    /// The user an image describes, from the columns starting at `first` (exists, name, -, -, email).
    static func user(_ row: some RecordRow, id: Int, from first: Int32) throws -> User? {
        guard row.integer(first) == 1 else { return nil }
        return User(
            id: try Identifier(validating: id), name: try PersonName(row.text(first + 1)),
            email: try EmailAddress(row.text(first + 4)))
    }
}
