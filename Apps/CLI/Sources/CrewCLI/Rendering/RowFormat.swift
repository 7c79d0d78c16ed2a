/// How one kind of row is drawn in every output mode. JSON writes the value behind the row
/// (`Value`: the item itself), never the row's texts.
struct RowFormat<Row, Value>: Sendable {
    let columns: [TableColumn]
    let cells: @Sendable (Row) -> [TableCell]
    /// Appends the row's TSV line, its line break included, to a page's UTF-8 bytes.
    let appendTSV: @Sendable (Row, inout [UInt8]) -> Void
    let json: @Sendable (Value) -> String
    let paint: @Sendable (Row, Style) -> (Int, String) -> String
}
