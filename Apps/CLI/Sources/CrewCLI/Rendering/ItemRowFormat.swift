import Presentation

/// How an item row looks in each output: a terminal table, TSV, JSON.
///
/// TSV columns: id, status (pending/done), owner (empty for none), name. Names cannot hold tabs
/// or line breaks (the domain refuses them), so TSV needs no escaping.
/// JSON: `{"id": 42, "name": "Buy milk", "done": false, "owner": 3}` (`owner` is `null` for none).
enum ItemRowFormat {
    static let columns = [
        TableColumn(title: "ID", alignment: .right), TableColumn(title: "STATUS", alignment: .left),
        TableColumn(title: "OWNER", alignment: .right),
        TableColumn(title: "NAME", alignment: .left, isFlexible: true),
    ]

    static func cells(_ row: ItemRow) -> [String] {
        [row.id, row.status, row.owner, row.title]
    }

    static func tsv(_ row: ItemRow) -> String {
        var line: [UInt8] = []
        appendTSV(row, to: &line)
        return String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// The TSV line as UTF-8, appended piece by piece: no array of cells, no joined copy.
    static func appendTSV(_ row: ItemRow, to bytes: inout [UInt8]) {
        if let id = row.itemID { bytes.appendDecimal(id) } else { bytes.appendUTF8(row.id) }
        // Most items have no owner: their status and both tabs are one constant, one copy.
        if row.owner.isEmpty {
            bytes.appendUTF8(row.isDone ? "\tdone\t\t" : "\tpending\t\t")
        } else {
            bytes.appendUTF8(row.isDone ? "\tdone\t" : "\tpending\t")
            bytes.appendUTF8(row.owner)
            bytes.append(UInt8(ascii: "\t"))
        }
        bytes.appendUTF8(row.title)
        bytes.append(UInt8(ascii: "\n"))
    }

    static func json(_ row: ItemRow) -> String {
        JSONText.object([
            "id": row.itemID.map(String.init) ?? "null", "name": JSONText.string(row.title),
            "done": row.isDone ? "true" : "false", "owner": row.owner.isEmpty ? "null" : row.owner,
        ])
    }

    static func paint(_ row: ItemRow, style: Style) -> (Int, String) -> String {
        { column, text in
            if row.isDone { return style.dim(text) }
            return column == 0 ? style.yellow(text) : text
        }
    }
}
