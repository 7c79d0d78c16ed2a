/// A row type that owns the columns its queries select. `Column`'s cases, in order, are both the
/// select list (`selection`) and where `init(_:)` reads each value, so the list is written once
/// and a value is never read from the wrong position.
protocol StoredRecord {
    associatedtype Column: StoredColumn
    init(_ row: some RecordRow)
}

/// One selected column: its position in the select list is its raw value.
protocol StoredColumn: RawRepresentable<Int32>, CaseIterable {
    /// The column as the select list names it (`items.name`).
    var sql: String { get }
}

extension StoredRecord {
    /// The select list: every column, in order.
    static var selection: String { Column.allCases.map(\.sql).joined(separator: ", ") }
}
