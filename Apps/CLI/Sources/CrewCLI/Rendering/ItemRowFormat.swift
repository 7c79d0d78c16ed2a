import DataLayer
import Domain
import Presentation

/// How an item row looks in each output: a terminal table, TSV, JSON. The row's texts are
/// Presentation's (`ItemRow`); this maps them to cells one to one.
///
/// TSV columns: id, status (pending/done), owner (empty for none), name, then due (YYYY-MM-DD),
/// priority and tags (comma-separated), each empty when unset. Names cannot hold tabs or line
/// breaks (the domain refuses them), so TSV needs no escaping. JSON is the item's own
/// (`ItemJSON`), not the row's texts.
///
/// The table is for a person: the owner by name, the due day spelled "today" or "tomorrow" when
/// it is, in red once it has passed, and the planning columns only when a row has something in them.
enum ItemRowFormat {
    /// The table's columns. On a narrow terminal the owner shortens to a first name, then to
    /// initials; a due day to its distance from today ("+14d"); a priority to its letter; tags are
    /// cut. Only then is the name cut.
    static let columns = [
        TableColumn(title: "ID", alignment: .right), TableColumn(title: "STATUS", alignment: .left),
        TableColumn(title: "OWNER", alignment: .left, shortenings: 2, minimumWidth: 3, shortTitle: "WHO"),
        TableColumn(title: "DUE", alignment: .left, isOptional: true, shortenings: 1),
        TableColumn(title: "PRI", alignment: .left, isOptional: true, shortenings: 1),
        TableColumn(title: "TAGS", alignment: .left, isOptional: true, minimumWidth: 4),
        TableColumn(title: "NAME", alignment: .left, isFlexible: true),
    ]

    private static let dueColumn = 3
    /// Where the status is: a screen showing one status leaves it out.
    static let statusColumn = 1

    /// The format; its JSON holds only `keys` when given (`--json=id,name`).
    static func format(only keys: [String]? = nil) -> RowFormat<ItemRow, Item> {
        RowFormat(
            columns: columns, cells: cells, appendTSV: { appendTSV($0, to: &$1) },
            json: { ItemJSON.object($0, only: keys) }, paint: paint)
    }

    static func cells(_ row: ItemRow) -> [TableCell] {
        [
            TableCell(row.shownID), TableCell(row.status),
            TableCell(
                row.owner, shorter: row.owner.isEmpty ? [] : [firstName(row.owner), initials(row.owner)]),
            // "today" and "tomorrow" are short already; a day written out shortens to its distance.
            TableCell(
                row.dueText, shorter: row.dueText == row.due && !row.due.isEmpty ? [row.dueDistance] : []),
            TableCell(row.priority, shorter: row.priority.isEmpty ? [] : [String(row.priority.prefix(1))]),
            TableCell(row.tagText), TableCell(row.title),
        ]
    }

    static func paint(_ row: ItemRow, style: Style) -> (Int, String) -> String {
        { column, text in
            if row.isDone { return style.dim(text) }
            if column == Self.dueColumn, row.isOverdue { return style.red(text) }
            return column == 0 ? style.yellow(text) : text
        }
    }

    /// "Zoë Ørsted" → "Zoë"; an owner shown by id stays as it is.
    private static func firstName(_ name: String) -> String {
        String(name.prefix { $0 != " " })
    }

    /// "Zoë Ørsted" → "ZØ".
    private static func initials(_ name: String) -> String {
        guard !name.allSatisfy(\.isNumber) else { return name }
        return String(name.split(separator: " ").compactMap(\.first).prefix(3)).uppercased()
    }

    static func tsv(_ row: ItemRow) -> String {
        var line: [UInt8] = []
        appendTSV(row, to: &line)
        return String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// The TSV line as UTF-8, appended piece by piece: no array of cells, no joined copy.
    static func appendTSV(_ row: ItemRow, to bytes: inout [UInt8]) {
        bytes.appendUTF8(row.shownID)
        // Most items have no owner: their status and both tabs are one constant, one copy.
        if row.ownerID.isEmpty {
            bytes.appendUTF8(row.isDone ? "\tdone\t\t" : "\tpending\t\t")
        } else {
            bytes.appendUTF8(row.isDone ? "\tdone\t" : "\tpending\t")
            bytes.appendUTF8(row.ownerID)
            bytes.append(UInt8(ascii: "\t"))
        }
        bytes.appendUTF8(row.title)
        // The planning columns come after the first four, so `cut -f1-4` scripts keep working;
        // most items have none of them: one constant, one copy.
        if row.due.isEmpty, row.priority.isEmpty, row.tags.isEmpty {
            bytes.appendUTF8("\t\t\t\n")
            return
        }
        bytes.append(UInt8(ascii: "\t"))
        bytes.appendUTF8(row.due)
        bytes.append(UInt8(ascii: "\t"))
        bytes.appendUTF8(row.priority)
        bytes.append(UInt8(ascii: "\t"))
        for (index, tag) in row.tags.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.appendUTF8(tag)
        }
        bytes.append(UInt8(ascii: "\n"))
    }
}
