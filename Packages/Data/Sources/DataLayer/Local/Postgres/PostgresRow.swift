internal import CPostgres

/// One row of a statement's result, read as text (libpq's text format); valid only while the
/// result is, inside the row callback.
public struct PostgresRow: RecordRow {
    let result: OpaquePointer
    let index: Int32

    /// The text in `column`; `nil` for NULL.
    public func optionalText(_ column: Int32) -> String? {
        crew_pg_value(result, index, column).map { String(cString: $0) }
    }

    /// The text in `column`.
    public func text(_ column: Int32) -> String {
        optionalText(column) ?? ""
    }

    /// The whole number in `column`; `nil` for NULL.
    public func optionalInteger(_ column: Int32) -> Int? {
        optionalText(column).flatMap { Int($0) }
    }

    /// The whole number in `column`.
    public func integer(_ column: Int32) -> Int {
        optionalInteger(column) ?? 0
    }

    /// The real number in `column`.
    public func real(_ column: Int32) -> Double {
        optionalText(column).flatMap { Double($0) } ?? 0
    }
}
