/// An item to add, as `crew add` or a file of items describes it.
public struct ModelItemDraft: Hashable, Sendable {
    public var name: String
    public var owner: Int?
    public var due: String?
    public var priority: String?
    public var tags: [String]

    public init(
        name: String, owner: Int? = nil, due: String? = nil, priority: String? = nil, tags: [String] = []
    ) {
        self.name = name
        self.owner = owner
        self.due = due
        self.priority = priority
        self.tags = tags
    }
}
