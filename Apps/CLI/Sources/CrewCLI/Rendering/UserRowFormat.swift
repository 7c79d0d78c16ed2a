import DataLayer
import Presentation

/// How a user row looks in each output. TSV columns: id, name, email. JSON is the user's own
/// (`UserJSON`).
enum UserRowFormat {
    static let columns = [
        TableColumn(title: "ID", alignment: .right), TableColumn(title: "NAME", alignment: .left),
        TableColumn(title: "EMAIL", alignment: .left, isFlexible: true),
    ]

    static func cells(_ row: UserRow) -> [TableCell] {
        [TableCell(row.id.description), TableCell(row.name), TableCell(row.email)]
    }

    static func tsv(_ row: UserRow) -> String {
        cells(row).map(\.text).joined(separator: "\t")
    }

    static func json(_ row: UserRow, only keys: [String]? = nil) -> String {
        UserJSON.object(row, only: keys)
    }

    static func paint(style: Style) -> (Int, String) -> String {
        { column, text in column == 0 ? style.yellow(text) : text }
    }
}
