import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `users` row as read: a `User`, or, when its name or e-mail breaks the Domain's rules
/// (another tool wrote it), an unreadable record that listings name instead of failing.
enum StoredUser: StoredRecord {
    case readable(User)
    case damaged(UnreadableRecord)

    /// The columns every user query selects, in this order.
    enum Column: Int32, StoredColumn {
        case id, name, email, uuid

        var sql: String {
            switch self {
            case .id: "id"
            case .name: "name"
            case .email: "email"
            case .uuid: "uuid"
            }
        }
    }

    init(_ row: some RecordRow) {
        let rawID = row.integer(Column.id)
        do throws(ValidationError) {
            // A cache keeps a user made offline under its provisional id (negative).
            guard let id = User.ID(rawValue: rawID) else {
                throw ValidationError(field: .identifier, problem: .notPositive)
            }
            self = .readable(
                User(
                    id: id,
                    uuid: row.identity(Column.uuid),
                    name: try PersonName(row.text(Column.name)),
                    email: try EmailAddress(row.text(Column.email))))
        } catch {
            self = .damaged(UnreadableRecord(id: rawID, problem: error))
        }
    }

    var user: User? {
        if case .readable(let user) = self { return user }
        return nil
    }

    var unreadable: UnreadableRecord? {
        if case .damaged(let record) = self { return record }
        return nil
    }

    /// The user, or `DomainError.damagedUser` for a row that breaks the rules.
    func requireReadable() throws -> User {
        switch self {
        case .readable(let user): return user
        case .damaged(let record):
            guard let id = User.ID(rawValue: record.id) else { throw record.problem }
            throw DomainError.damagedUser(id, record.problem)
        }
    }
}
