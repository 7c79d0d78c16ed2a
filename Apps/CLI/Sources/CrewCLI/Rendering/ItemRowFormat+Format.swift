import Presentation

extension ItemRowFormat {
    static let format = RowFormat<ItemRow>(columns: columns, cells: cells, tsv: tsv, json: json, paint: paint)
}
