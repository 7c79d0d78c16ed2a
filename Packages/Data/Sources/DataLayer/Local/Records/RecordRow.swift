#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A row as a store's driver hands it over (SQLite's current row, a row of a PostgreSQL result):
/// what `StoredItem` and `StoredUser` read, so both stores read their records by the same rules.
public protocol RecordRow {
    func integer(_ column: Int32) -> Int
    func optionalInteger(_ column: Int32) -> Int?
    func text(_ column: Int32) -> String
    func optionalText(_ column: Int32) -> String?
    func real(_ column: Int32) -> Double
    /// The stable identity a text column spells (`StoredIdentity`); `nil` for NULL or anything
    /// else. A driver that holds the column's bytes reads it from them, without a string.
    func identity(_ column: Int32) -> UUID?
}

extension RecordRow {
    public func identity(_ column: Int32) -> UUID? { optionalText(column).flatMap(StoredIdentity.uuid) }

    func identity<Column: StoredColumn>(_ column: Column) -> UUID? { identity(column.rawValue) }
    func integer<Column: StoredColumn>(_ column: Column) -> Int { integer(column.rawValue) }
    func optionalInteger<Column: StoredColumn>(_ column: Column) -> Int? { optionalInteger(column.rawValue) }
    func text<Column: StoredColumn>(_ column: Column) -> String { text(column.rawValue) }
    func optionalText<Column: StoredColumn>(_ column: Column) -> String? { optionalText(column.rawValue) }
}
