/// Which database a statement is written for: the item queries differ only in how they find
/// tags and search matches.
enum SQLDialect: Equatable {
    /// `item_tags` and the FTS5 trigram table, with the Domain's rules as SQL functions.
    case sqlite
    /// A JSON array of tags and the folded name, each behind a GIN index.
    case postgres
}
