internal import CSQLite

/// One prepared statement, reused across calls: bound, stepped, then reset.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer

    init(sql: String, database: OpaquePointer) throws(StoreError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw SQLiteConnection.error(code, database)
        }
        self.handle = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to ?1, ?2, ... and calls `row` for each result row.
    func run(_ values: [SQLValue], row: (SQLiteRow) throws -> Void = { _ in }) throws {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
        while true {
            let code = sqlite3_step(handle)
            switch code {
            case SQLITE_ROW: try row(SQLiteRow(handle: handle))
            case SQLITE_DONE: return
            default: throw SQLiteConnection.error(code, database)
            }
        }
    }

    /// How many rows the last run read by scanning a table (`SQLITE_STMTSTATUS_FULLSCAN_STEP`)
    /// and how many virtual machine steps it took: the work of a query, measured without a clock.
    func takeStatistics() -> SQLiteQueryStatistics {
        SQLiteQueryStatistics(
            fullScanSteps: Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_FULLSCAN_STEP, 1)),
            virtualMachineSteps: Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 1))
        )
    }

    private func bind(_ value: SQLValue, at index: Int32) throws(StoreError) {
        let code =
            switch value {
            case .integer(let number): sqlite3_bind_int64(handle, index, number)
            case .real(let number): sqlite3_bind_double(handle, index, number)
            case .text(let text): sqlite3_bind_text(handle, index, text, -1, Self.transient)
            case .null: sqlite3_bind_null(handle, index)
            }
        guard code == SQLITE_OK else { throw SQLiteConnection.error(code, database) }
    }

    /// Tells SQLite to copy bound text, since Swift's bridged buffer lives only for the call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
