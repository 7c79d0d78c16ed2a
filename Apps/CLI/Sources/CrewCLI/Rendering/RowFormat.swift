/// How one kind of row is drawn in every output mode.
struct RowFormat<Row>: Sendable {
    let columns: [TableColumn]
    let cells: @Sendable (Row) -> [String]
    /// Appends the row's TSV line, its line break included, to a page's UTF-8 bytes.
    let appendTSV: @Sendable (Row, inout [UInt8]) -> Void
    let json: @Sendable (Row) -> String
    let paint: @Sendable (Row, Style) -> (Int, String) -> String
}
