import Presentation

extension UserRowFormat {
    static let format = RowFormat<UserRow, UserRow>(
        columns: columns, cells: cells, appendTSV: { row, bytes in bytes += Array((tsv(row) + "\n").utf8) },
        json: json,
        paint: { _, style in paint(style: style) })
}
