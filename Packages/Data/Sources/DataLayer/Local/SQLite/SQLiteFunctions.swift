import CSQLite
import Domain

/// SQL functions that run the Domain's own rules inside queries, so that SQL never holds a
/// second, subtly different copy of them: `crew_contains(text, query)` is
/// `SearchQuery.matches(text:)`, and `crew_rank(name, query)` is `SearchRank`.
/// SQLite's own `lower()` and `LIKE` fold ASCII only; these fold case the way Swift does.
enum SQLiteFunctions {
    static func register(on database: OpaquePointer) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        sqlite3_create_function_v2(database, "crew_contains", 2, flags, nil, contains, nil, nil, nil)
        sqlite3_create_function_v2(database, "crew_rank", 2, flags, nil, rank, nil, nil, nil)
    }

    private static let contains:
        @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
            context, _, arguments in
            guard let (text, query) = textAndQuery(arguments) else { return sqlite3_result_int(context, 0) }
            sqlite3_result_int(context, query.matches(text: text) ? 1 : 0)
        }

    private static let rank:
        @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
            context, _, arguments in
            guard let (text, query) = textAndQuery(arguments), let rank = SearchRank(ofText: text, for: query)
            else {
                return sqlite3_result_null(context)
            }
            sqlite3_result_int(context, Int32(rank.rawValue))
        }

    private static func textAndQuery(_ arguments: UnsafeMutablePointer<OpaquePointer?>?) -> (
        String, SearchQuery
    )? {
        guard let arguments, let text = string(arguments[0]), let raw = string(arguments[1]),
            let query = try? SearchQuery(raw)
        else { return nil }
        return (text, query)
    }

    private static func string(_ value: OpaquePointer?) -> String? {
        guard let value, let bytes = sqlite3_value_text(value) else { return nil }
        return String(
            decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))), as: UTF8.self
        )
    }
}
