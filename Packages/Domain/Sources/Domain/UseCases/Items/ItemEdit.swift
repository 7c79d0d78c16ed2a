/// What `crew items edit` changes on one item; a field left `nil` (no tags named) keeps its value.
public struct ItemEdit: Hashable, Sendable {
    public var name: ItemName?
    public var owner: FieldChange<User.ID>?
    public var due: FieldChange<DueDate>?
    public var priority: FieldChange<Priority>?
    public var addedTags: [Tag]
    public var removedTags: [Tag]

    public init(
        name: ItemName? = nil, owner: FieldChange<User.ID>? = nil, due: FieldChange<DueDate>? = nil,
        priority: FieldChange<Priority>? = nil, addedTags: [Tag] = [], removedTags: [Tag] = []
    ) {
        self.name = name
        self.owner = owner
        self.due = due
        self.priority = priority
        self.addedTags = addedTags
        self.removedTags = removedTags
    }

    /// Whether it changes nothing at all.
    public var isEmpty: Bool {
        name == nil && owner == nil && due == nil && priority == nil && addedTags.isEmpty
            && removedTags.isEmpty
    }

    /// `item` with the edit applied; more than 16 tags is refused.
    public func applied(to item: Item) throws(ValidationError) -> Item {
        var item = item
        if let name { item.name = name }
        if let owner { item.ownerID = owner.value }
        if let due { item.due = due.value }
        if let priority { item.priority = priority.value }
        item.tags = try item.tags.removing(removedTags).adding(addedTags)
        return item
    }
}
