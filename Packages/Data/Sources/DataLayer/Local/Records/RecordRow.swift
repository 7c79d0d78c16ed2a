#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A row as a store's driver hands it over (SQLite's current row, a row of a PostgreSQL result):
/// what `StoredItem` and `StoredUser` read, so both stores read their records by the same rules.
public protocol RecordRow {
    /// The whole number in `column`.
    func integer(_ column: Int32) -> Int
    /// The whole number in `column`; `nil` for NULL.
    func optionalInteger(_ column: Int32) -> Int?
    /// The text in `column`.
    func text(_ column: Int32) -> String
    /// The text in `column`; `nil` for NULL.
    func optionalText(_ column: Int32) -> String?
    /// The real number in `column`.
    func real(_ column: Int32) -> Double
    /// The stable identity a text column spells (`StoredIdentity`); `nil` for NULL or anything
    /// else. A driver that holds the column's bytes reads it from them, without a string.
    func identity(_ column: Int32) -> UUID?
}

// The column-typed readers are inlined into the reader of each row (`StoredItem`), which calls
// them a dozen times a row: not inlined, each went through the column's protocol witness.
extension RecordRow {
    /// The stable identity in `column`; `nil` for NULL or text that is no identity.
    public func identity(_ column: Int32) -> UUID? { optionalText(column).flatMap(StoredIdentity.uuid) }

    @inline(__always) func identity<Column: StoredColumn>(_ column: Column) -> UUID? {
        identity(column.rawValue)
    }
    @inline(__always) func integer<Column: StoredColumn>(_ column: Column) -> Int { integer(column.rawValue) }
    @inline(__always) func optionalInteger<Column: StoredColumn>(_ column: Column) -> Int? {
        optionalInteger(column.rawValue)
    }
    @inline(__always) func text<Column: StoredColumn>(_ column: Column) -> String { text(column.rawValue) }
    @inline(__always) func optionalText<Column: StoredColumn>(_ column: Column) -> String? {
        optionalText(column.rawValue)
    }
}
