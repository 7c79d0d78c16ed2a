import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of a `PATCH /todos/{id}` that sends some fields only (a change made offline sends
/// the fields it changed): each `ItemField` under its wire keys, as ``TodoBody`` writes them.
enum TodoPatch {
    static func body(_ item: Item, fields: [ItemField]) -> Data {
        let whole = TodoBody(item)
        var members: [String] = []
        for field in fields {
            switch field {
            case .name: members.append("\"title\": \(JSONText.string(whole.title))")
            case .done:
                members.append("\"completed\": \(whole.completed)")
                members.append("\"completedAt\": \(optional(whole.completedAt))")
            case .owner: members.append("\"userId\": \(whole.userId.map(String.init) ?? "null")")
            case .due: members.append("\"due\": \(optional(whole.due))")
            case .priority: members.append("\"priority\": \(optional(whole.priority))")
            case .tags:
                members.append("\"tags\": [" + whole.tags.map(JSONText.string).joined(separator: ", ") + "]")
            case .every: members.append("\"every\": \(optional(whole.every))")
            case .notes: members.append("\"notes\": \(ItemNotesJSON.array(item.notes))")
            default:
                if let plain = field.plain {
                    members.append("\(JSONText.string(plain.key)): \(whole.plain.json(of: plain))")
                }
            }
        }
        return Data(("{" + members.joined(separator: ", ") + "}").utf8)
    }

    private static func optional(_ text: String?) -> String {
        text.map(JSONText.string) ?? "null"
    }
}
