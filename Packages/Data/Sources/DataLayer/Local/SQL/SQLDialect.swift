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

    /// `column` is one of the values of the list bound to the condition's one parameter.
    func isAny(_ column: String, of element: ListElement) -> String {
        switch (self, element) {
        case (.sqlite, _): "\(column) IN (SELECT value FROM json_each(?))"
        case (.postgres, .integer): "\(column) = ANY(?::bigint[])"
        case (.postgres, .uuid): "\(column) = ANY(?::uuid[])"
        }
    }

    /// A list as the one value `isAny` binds: a JSON array for SQLite, an array literal for
    /// PostgreSQL. The values are ids and identities, which need no escaping in either.
    func array(_ values: [String], of element: ListElement) -> SQLValue {
        switch (self, element) {
        case (.sqlite, .integer): .text("[" + values.joined(separator: ",") + "]")
        case (.sqlite, .uuid): .text("[" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]")
        case (.postgres, _): .text("{" + values.joined(separator: ",") + "}")
        }
    }
}
