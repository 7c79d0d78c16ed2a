import Domain
import Presentation

/// How an item row looks in each output: a terminal table, TSV, JSON.
///
/// TSV columns: id, status (pending/done), owner (empty for none), name, then due (YYYY-MM-DD),
/// priority and tags (comma-separated), each empty when unset. Names cannot hold tabs or line
/// breaks (the domain refuses them), so TSV needs no escaping. JSON is the item's own
/// (`ItemJSON`), not the row's display strings.
///
/// The table is for a person: the owner by name, the due day spelled "today" or "tomorrow" when
/// it is, in red once it has passed, and the planning columns only when a row has something in them.
struct ItemRowFormat {
    /// The table's columns. On a narrow terminal the owner shortens to a first name, then to
    /// initials; a due day to its distance from today ("+14d"); a priority to its letter; tags are
    /// cut. Only then is the name cut.
    var columns: [TableColumn] {
        let today = today
        return [
            TableColumn(title: "ID", alignment: .right), TableColumn(title: "STATUS", alignment: .left),
            TableColumn(
                title: "OWNER", alignment: .left, shorter: [Self.firstName, Self.initials], minimumWidth: 3,
                shortTitle: "WHO"),
            TableColumn(
                title: "DUE", alignment: .left, isOptional: true,
                shorter: [{ Self.relative($0, today: today) }]),
            TableColumn(
                title: "PRI", alignment: .left, isOptional: true, shorter: [{ String($0.prefix(1)) }]),
            TableColumn(title: "TAGS", alignment: .left, isOptional: true, minimumWidth: 4),
            TableColumn(title: "NAME", alignment: .left, isFlexible: true),
        ]
    }

    private static let dueColumn = 3

    /// The day in the local time zone: what "today" and overdue mean.
    let today: DueDate
    /// The owners' names; an owner missing from it is shown by id.
    let ownerNames: [User.ID: String]

    var format: RowFormat<ItemRow> {
        RowFormat(
            columns: columns, cells: cells, appendTSV: { Self.appendTSV($0, to: &$1) }, json: Self.json,
            paint: paint)
    }

    func cells(_ row: ItemRow) -> [String] {
        [
            row.shownID, row.status, row.values.ownerID.map { ownerNames[$0] ?? $0.description } ?? "",
            dueText(row.values.due),
            row.values.priority?.rawValue ?? "", row.values.tags.description, row.title,
        ]
    }

    func paint(_ row: ItemRow, style: Style) -> (Int, String) -> String {
        let isOverdue = !row.isDone && (row.values.due.map { $0 < today } ?? false)
        return { column, text in
            if row.isDone { return style.dim(text) }
            if column == Self.dueColumn, isOverdue { return style.red(text) }
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

    /// "2026-12-15" → "+14d" counted from today; "today" and "tomorrow" are short already.
    private static func relative(_ text: String, today: DueDate) -> String {
        guard let day = DueDate(iso: text) else { return text }
        let days = day.dayNumber - today.dayNumber
        return days >= 0 ? "+\(days)d" : "\(days)d"
    }

    private func dueText(_ due: DueDate?) -> String {
        guard let due else { return "" }
        switch due.dayNumber - today.dayNumber {
        case 0: return "today"
        case 1: return "tomorrow"
        default: return due.description
        }
    }

    static func tsv(_ row: ItemRow) -> String {
        var line: [UInt8] = []
        appendTSV(row, to: &line)
        return String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// The TSV line as UTF-8, appended piece by piece: no array of cells, no joined copy.
    static func appendTSV(_ row: ItemRow, to bytes: inout [UInt8]) {
        if let id = row.itemID { bytes.appendDecimal(id.rawValue) } else { bytes.appendUTF8(row.shownID) }
        // Most items have no owner: their status and both tabs are one constant, one copy.
        let values = row.values
        if let owner = values.ownerID {
            bytes.appendUTF8(row.isDone ? "\tdone\t" : "\tpending\t")
            bytes.appendDecimal(owner.rawValue)
            bytes.append(UInt8(ascii: "\t"))
        } else {
            bytes.appendUTF8(row.isDone ? "\tdone\t\t" : "\tpending\t\t")
        }
        bytes.appendUTF8(values.name.value)
        // The planning columns come after the first four, so `cut -f1-4` scripts keep working;
        // most items have none of them: one constant, one copy.
        if values.due == nil, values.priority == nil, values.tags.isEmpty {
            bytes.appendUTF8("\t\t\t\n")
            return
        }
        bytes.append(UInt8(ascii: "\t"))
        if let due = values.due { bytes.appendUTF8(due.description) }
        bytes.append(UInt8(ascii: "\t"))
        if let priority = values.priority { bytes.appendUTF8(priority.rawValue) }
        bytes.append(UInt8(ascii: "\t"))
        bytes.appendUTF8(values.tags.description)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// A stored item's JSON; a row still being added has no id to write yet.
    static func json(_ row: ItemRow) -> String {
        row.item.map(ItemJSON.object) ?? "null"
    }
}
