import Domain

/// How a journal entry's author is stored: its name in `journal.author`, and on PostgreSQL the
/// role in `journal.role`, read back as a `ChangeAuthor`.
enum ChangeAuthorColumn {
    /// What an entry written before authors were recorded holds.
    static let unknown = ChangeAuthor.unknown.name

    /// The columns a read selects: the author and the role (SQLite has none), or what an older
    /// schema stands for them.
    static func selection(recordsAuthors: Bool, hasRole: Bool) -> String {
        guard recordsAuthors else { return "'\(unknown)', NULL" }
        return hasRole ? "author, role" : "author, NULL"
    }
}
