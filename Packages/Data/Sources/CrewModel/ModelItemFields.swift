/// What a subject (a store through the use cases, a `crew` process) reports of an item, and what
/// the model expects of it: compared field by field after every step.
public struct ModelItemFields: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var name: String
    public var done: Bool
    public var owner: Int?
    public var due: String?
    public var priority: String?
    public var tags: Set<String>
    public var notes: [String]

    public init(
        id: Int, name: String, done: Bool, owner: Int?, due: String?, priority: String?, tags: Set<String>,
        notes: [String]
    ) {
        self.id = id
        self.name = name
        self.done = done
        self.owner = owner
        self.due = due
        self.priority = priority
        self.tags = tags
        self.notes = notes
    }

    public var description: String {
        var parts = ["#\(id) \"\(name)\"", done ? "done" : "pending"]
        if let owner { parts.append("owner \(owner)") }
        if let due { parts.append("due \(due)") }
        if let priority { parts.append(priority) }
        if !tags.isEmpty { parts.append("tags \(tags.sorted().joined(separator: ","))") }
        if !notes.isEmpty { parts.append("\(notes.count) notes") }
        return parts.joined(separator: " ")
    }
}
