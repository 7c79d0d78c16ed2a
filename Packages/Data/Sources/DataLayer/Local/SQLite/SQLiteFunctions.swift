internal import CSQLite
import Domain

/// SQL functions that run the Domain's own rules inside queries, so that SQL never holds a
/// second, subtly different copy of them: `crew_contains(text, query)` is
/// `SearchQuery.matches(text:)`, and `crew_rank(name, query)` is `SearchRank`.
/// SQLite's own `lower()` and `LIKE` fold ASCII only; these fold case the way Swift does.
enum SQLiteFunctions {
    private typealias Function =
        @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

    static func register(on database: OpaquePointer) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        sqlite3_create_function_v2(database, "crew_contains", 2, flags, nil, contains, nil, nil, nil)
        sqlite3_create_function_v2(database, "crew_rank", 2, flags, nil, rank, nil, nil, nil)
        sqlite3_create_function_v2(database, "crew_fold", 1, flags, nil, fold, nil, nil, nil)
        // Not deterministic: a new identity each call.
        sqlite3_create_function_v2(database, "crew_uuid", 0, SQLITE_UTF8, nil, uuid, nil, nil, nil)
    }

    /// `crew_uuid()`: a new stable identity (`RecordIdentity.new()`), for the migration that gives
    /// every existing record one, and for undo restoring a record whose image had none.
    private static let uuid: Function = { context, _, _ in
        let text = RecordIdentity.new().uuidString.lowercased()
        sqlite3_result_text(context, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }

    /// `crew_fold(name)`: the name as `--sort name` compares it (`ItemOrder.foldedName`), for
    /// the migration that fills `name_key` in rows written before it.
    private static let fold: Function = { context, _, arguments in
        guard let arguments, let text = string(arguments[0]), let name = try? ItemName(text) else {
            return sqlite3_result_text(context, "", 0, nil)
        }
        let folded = String(decoding: ItemOrder.foldedName(name), as: UTF8.self)
        sqlite3_result_text(context, folded, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }

    private static let contains: Function = { context, _, arguments in
        guard let (text, query) = textAndQuery(context, arguments) else {
            return sqlite3_result_int(context, 0)
        }
        sqlite3_result_int(context, query.matches(text: text) ? 1 : 0)
    }

    private static let rank: Function = { context, _, arguments in
        // A name that does not match ranks last, as in `ItemOrder.sortKey`. The name is ranked
        // from SQLite's own copy of its bytes: a search ranks every candidate, and a `String` of
        // each was an allocation per row.
        guard let arguments, let query = query(context, arguments[1]),
            let name = arguments[0], let bytes = sqlite3_value_text(name),
            let rank = SearchRank(
                ofUTF8: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(name))), for: query)
        else { return sqlite3_result_int64(context, Int64(Int.max)) }
        sqlite3_result_int64(context, Int64(rank.rawValue))
    }

    private static func textAndQuery(
        _ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
    ) -> (String, SearchQuery)? {
        guard let arguments, let text = string(arguments[0]), let query = query(context, arguments[1]) else {
            return nil
        }
        return (text, query)
    }

    /// The query argument, validated once per statement rather than once per row: SQLite keeps
    /// the parsed value with the statement (`sqlite3_set_auxdata`) while the argument is constant.
    private static func query(_ context: OpaquePointer?, _ argument: OpaquePointer?) -> SearchQuery? {
        if let cached = sqlite3_get_auxdata(context, 1) {
            return Unmanaged<ParsedQuery>.fromOpaque(cached).takeUnretainedValue().query
        }
        guard let raw = string(argument), let query = try? SearchQuery(raw) else { return nil }
        let box = Unmanaged.passRetained(ParsedQuery(query)).toOpaque()
        sqlite3_set_auxdata(context, 1, box) { pointer in
            if let pointer { Unmanaged<ParsedQuery>.fromOpaque(pointer).release() }
        }
        return query
    }

    private static func string(_ value: OpaquePointer?) -> String? {
        guard let value, let bytes = sqlite3_value_text(value) else { return nil }
        return String(
            decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))), as: UTF8.self
        )
    }
}
