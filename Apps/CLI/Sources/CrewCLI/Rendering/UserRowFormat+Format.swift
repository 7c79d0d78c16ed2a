import Presentation

extension UserRowFormat {
    /// The format; its JSON holds only `keys` when given (`--json=id,name`).
    static func format(only keys: [String]? = nil) -> RowFormat<UserRow, UserRow> {
        RowFormat(
            columns: columns, cells: cells,
            appendTSV: { row, bytes in bytes += Array((tsv(row) + "\n").utf8) },
            json: { json($0, only: keys) }, paint: { _, style in paint(style: style) })
    }
}
