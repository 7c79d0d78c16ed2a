import Presentation

/// How a user row looks in each output. TSV columns: id, name, email.
/// JSON: `{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}`.
enum UserRowFormat {
    static let columns = [
        TableColumn(title: "ID", alignment: .right), TableColumn(title: "NAME", alignment: .left),
        TableColumn(title: "EMAIL", alignment: .left, isFlexible: true),
    ]

    static func cells(_ row: UserRow) -> [String] {
        [row.id, row.name, row.email]
    }

    static func tsv(_ row: UserRow) -> String {
        cells(row).joined(separator: "\t")
    }

    static func json(_ row: UserRow) -> String {
        JSONText.object([
            "id": row.id, "name": JSONText.string(row.name), "email": JSONText.string(row.email),
        ])
    }

    static func paint(style: Style) -> (Int, String) -> String {
        { column, text in column == 0 ? style.yellow(text) : text }
    }
}
