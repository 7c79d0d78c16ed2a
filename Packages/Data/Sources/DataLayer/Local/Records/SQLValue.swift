/// A value bound to a statement parameter. Every value reaches SQLite or PostgreSQL this way,
/// never as SQL text.
public enum SQLValue: Sendable, Equatable {
    /// A whole number.
    case integer(Int64)
    /// A real number.
    case real(Double)
    /// A text.
    case text(String)
    /// NULL.
    case null

    static func integer(_ value: Int) -> SQLValue { .integer(Int64(value)) }
    static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
    static func optionalInteger(_ value: Int?) -> SQLValue { value.map { .integer($0) } ?? .null }
    static func optionalText(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }

    /// The value as PostgreSQL reads a text parameter (`nil` for NULL).
    var postgresText: String? {
        switch self {
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value
        case .null: nil
        }
    }
}
