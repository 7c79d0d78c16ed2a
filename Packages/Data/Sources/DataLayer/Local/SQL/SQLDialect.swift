/// Which database a statement is written for: the item queries differ only in how they find
/// tags and search matches, and a list of ids is bound differently.
public enum SQLDialect: Equatable, Sendable {
    /// `item_tags` and the FTS5 trigram table, with the Domain's rules as SQL functions.
    case sqlite
    /// A JSON array of tags and the folded name, each behind a GIN index.
    case postgres

    /// What a list bound as one value holds.
    enum ListElement {
        case integer
        case uuid
    }

    /// `column` is one of `values`: the condition, with its one parameter, and the value it binds
    /// (`array`). One value is compared as it is: SQLite reads a list through `json_each` into a
    /// temporary table with a page cache of its own, for the one id most commands name.
    func condition(_ column: String, isAnyOf values: [String], of element: ListElement) -> (
        sql: String, value: SQLValue
    ) {
        if values.count == 1, let value = values.first {
            return (
                "\(column) = ?",
                element == .integer ? Int(value).map(SQLValue.integer) ?? .text(value) : .text(value)
            )
        }
        let list = array(values, of: element)
        return switch (self, element) {
        case (.sqlite, _): ("\(column) IN (SELECT value FROM json_each(?))", list)
        case (.postgres, .integer): ("\(column) = ANY(?::bigint[])", list)
        case (.postgres, .uuid): ("\(column) = ANY(?::uuid[])", list)
        }
    }

    /// A list as one bound value: a JSON array for SQLite, an array literal for PostgreSQL. The
    /// values are ids and identities, which need no escaping in either.
    func array(_ values: [String], of element: ListElement) -> SQLValue {
        switch (self, element) {
        case (.sqlite, .integer): .text("[" + values.joined(separator: ",") + "]")
        case (.sqlite, .uuid): .text("[" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]")
        case (.postgres, _): .text("{" + values.joined(separator: ",") + "}")
        }
    }
}
