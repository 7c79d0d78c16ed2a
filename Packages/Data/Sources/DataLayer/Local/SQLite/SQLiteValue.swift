/// A value bound to a statement parameter. Every value reaches SQLite this way, never as SQL text.
enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null

    static func integer(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
    static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
    static func optionalInteger(_ value: Int?) -> SQLiteValue { value.map { .integer($0) } ?? .null }
}
