/// An item as the model holds one: every field a listing or a backup shows, but its times (the
/// model keeps no clock: `done` says whether it has a completion time) and its stable identity,
/// which the model names by a number of its own (`identity`) so that a backup imported again is
/// known for the same records.
public struct ModelItem: Hashable, Sendable {
    public var id: Int
    public var identity: Int
    public var name: String
    public var done: Bool
    public var owner: Int?
    /// `YYYY-MM-DD`.
    public var due: String?
    /// `high`, `medium` or `low`.
    public var priority: String?
    public var tags: Set<String>
    /// The notes' texts, oldest first.
    public var notes: [String]

    public init(
        id: Int, identity: Int, name: String, done: Bool = false, owner: Int? = nil, due: String? = nil,
        priority: String? = nil, tags: Set<String> = [], notes: [String] = []
    ) {
        self.id = id
        self.identity = identity
        self.name = name
        self.done = done
        self.owner = owner
        self.due = due
        self.priority = priority
        self.tags = tags
        self.notes = notes
    }

    /// The item as a subject reports it: every field but the model's own identity number.
    public var shown: ModelItemFields {
        ModelItemFields(
            id: id, name: name, done: done, owner: owner, due: due, priority: priority, tags: tags,
            notes: notes)
    }
}
