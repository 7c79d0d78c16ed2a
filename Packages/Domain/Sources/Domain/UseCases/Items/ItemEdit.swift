/// What `crew items edit` changes on one item; a field left `nil` (no tags named) keeps its value.
/// `Owner` is how the new owner is named: a `User.ID` for the use case, or, before it is looked
/// up, a ``UserReference`` (an id, an e-mail or the start of a name).
public struct ItemEdit<Owner: Hashable & Sendable>: Hashable, Sendable {
    public var name: ItemName?
    public var owner: FieldChange<Owner>?
    public var due: FieldChange<DueDate>?
    public var priority: FieldChange<Priority>?
    public var addedTags: [Tag]
    public var removedTags: [Tag]
    public var every: FieldChange<Recurrence>?

    public init(
        name: ItemName? = nil, owner: FieldChange<Owner>? = nil, due: FieldChange<DueDate>? = nil,
        priority: FieldChange<Priority>? = nil, addedTags: [Tag] = [], removedTags: [Tag] = [],
        every: FieldChange<Recurrence>? = nil
    ) {
        self.name = name
        self.owner = owner
        self.due = due
        self.priority = priority
        self.addedTags = addedTags
        self.removedTags = removedTags
        self.every = every
    }

    /// Whether it changes nothing at all.
    public var isEmpty: Bool {
        name == nil && owner == nil && due == nil && priority == nil && addedTags.isEmpty
            && removedTags.isEmpty && every == nil
    }

    /// The same edit with the owner named another way (once a reference has been looked up).
    public func withOwner<Other>(_ owner: FieldChange<Other>?) -> ItemEdit<Other> {
        ItemEdit<Other>(
            name: name, owner: owner, due: due, priority: priority, addedTags: addedTags,
            removedTags: removedTags, every: every)
    }
}

extension ItemEdit where Owner == User.ID {
    /// `item` with the edit applied; more than 16 tags is refused, and so is a recurring item
    /// left without a due day.
    public func applied(to item: Item) throws(ValidationError) -> Item {
        var item = item
        if let name { item.name = name }
        if let owner { item.ownerID = owner.value }
        if let due { item.due = due.value }
        if let priority { item.priority = priority.value }
        if let every { item.every = every.value }
        item.tags = try item.tags.removing(removedTags).adding(addedTags)
        try item.fields.checkRules()
        return item
    }
}
