/// How one kind of row is drawn in every output mode.
struct RowFormat<Row>: Sendable {
    let columns: [TableColumn]
    let cells: @Sendable (Row) -> [String]
    let tsv: @Sendable (Row) -> String
    let json: @Sendable (Row) -> String
    let paint: @Sendable (Row, Style) -> (Int, String) -> String
}
