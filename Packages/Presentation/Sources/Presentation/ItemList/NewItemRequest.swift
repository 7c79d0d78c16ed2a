import Domain

/// An item to add, as a person describes it: the owner named (by id, e-mail or name), found
/// before the item is stored.
public struct NewItemRequest: Hashable, Sendable {
    public var name: ItemName
    public var owner: UserReference?
    public var due: DueDate?
    public var priority: Priority?
    public var tags: Tags
    public var every: Recurrence?
    /// The plain fields it sets (`ItemFields.plainFields`).
    public var plain: [PlainFieldChange]

    public init(
        name: ItemName, owner: UserReference? = nil, due: DueDate? = nil, priority: Priority? = nil,
        tags: Tags = .none, every: Recurrence? = nil, plain: [PlainFieldChange] = []
    ) {
        self.name = name
        self.owner = owner
        self.due = due
        self.priority = priority
        self.tags = tags
        self.every = every
        self.plain = plain
    }
}
