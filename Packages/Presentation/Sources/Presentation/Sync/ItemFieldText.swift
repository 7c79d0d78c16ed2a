import Domain

/// A field's value as a conflict names it: `"Buy oat milk"`, `done`, `user 3`, `2026-12-04`,
/// `none`.
enum ItemFieldText {
    static func value(of field: ItemField, in item: Item) -> String {
        switch field {
        case .name: "“\(item.name)”"
        case .done: item.isCompleted ? "done" : "pending"
        case .owner: item.ownerID.map { "user \($0)" } ?? "nobody"
        case .due: item.due?.description ?? "none"
        case .priority: item.priority?.rawValue ?? "none"
        case .tags: item.tags.isEmpty ? "none" : item.tags.sorted.map(\.value).joined(separator: ", ")
        case .every: item.every.map { "every \($0)" } ?? "none"
        case .notes: Count.of(item.notes.count, "note")
        default: field.plain?.text(in: item.fields) ?? "none"
        }
    }

    /// "item 5 (Plan): name “A” here, “B” on the server"
    static func conflict(mine: Item, theirs: Item, fields: [ItemField]) -> String {
        let said = fields.map { field in
            "\(field.rawValue) \(value(of: field, in: mine)) here, \(value(of: field, in: theirs)) on the server"
        }
        return "item \(mine.id) (\(mine.name)): " + said.joined(separator: "; ")
    }
}
