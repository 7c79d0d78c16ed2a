import Domain

/// An item to add, as a person describes it: the owner named (by id, e-mail or name), found
/// before the item is stored.
public struct NewItemRequest: Hashable, Sendable {
    /// What the item is called.
    public var name: ItemName
    /// Who owns it, as a person named them; `nil`: nobody.
    public var owner: UserReference?
    /// When it is due.
    public var due: DueDate?
    /// Its priority.
    public var priority: Priority?
    /// Its tags.
    public var tags: Tags
    /// How often it comes back.
    public var every: Recurrence?
    /// The plain fields it sets (`ItemFields.plainFields`).
    public var plain: [PlainFieldChange]

    /// An item to add; every part left out stays empty.
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
