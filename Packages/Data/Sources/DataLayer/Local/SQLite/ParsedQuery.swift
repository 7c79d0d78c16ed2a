import Domain

/// A search query parsed once and kept by SQLite with a statement (see `SQLiteFunctions`).
final class ParsedQuery {
    let query: SearchQuery

    init(_ query: SearchQuery) {
        self.query = query
    }
}
