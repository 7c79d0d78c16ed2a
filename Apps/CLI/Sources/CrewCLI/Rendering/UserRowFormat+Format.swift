import Presentation

extension UserRowFormat {
    static let format = RowFormat<UserRow>(
        columns: columns, cells: cells, tsv: tsv, json: json, paint: { _, style in paint(style: style) })
}
