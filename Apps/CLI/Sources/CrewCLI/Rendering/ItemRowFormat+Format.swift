import Presentation

extension ItemRowFormat {
    static let format = RowFormat<ItemRow>(
        columns: columns, cells: cells, appendTSV: { appendTSV($0, to: &$1) }, json: json, paint: paint)
}
