internal import CSQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The current row of a stepping statement; valid only inside the row callback.
public struct SQLiteRow: RecordRow {
    let handle: OpaquePointer

    /// The whole number in `column`.
    public func integer(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The whole number in `column`; `nil` for NULL.
    public func optionalInteger(_ column: Int32) -> Int? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : integer(column)
    }

    /// The real number in `column`.
    public func real(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// The text in `column`.
    public func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Read from SQLite's own copy of the column: every listed row has one.
    public func identity(_ column: Int32) -> UUID? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        return StoredIdentity.uuid(
            spelledBy: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))))
    }

    /// The text in `column`; `nil` for NULL.
    public func optionalText(_ column: Int32) -> String? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : text(column)
    }
}
