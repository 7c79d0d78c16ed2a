import Domain

/// An edit of one item as a person describes it: a new owner named (by id, e-mail or name),
/// found before the edit is stored; every other field as `ItemEdit` has it.
public struct ItemEditRequest: Hashable, Sendable {
    public var name: ItemName?
    public var owner: FieldChange<UserReference>?
    public var due: FieldChange<DueDate>?
    public var priority: FieldChange<Priority>?
    public var addedTags: [Tag]
    public var removedTags: [Tag]

    public init(
        name: ItemName? = nil, owner: FieldChange<UserReference>? = nil, due: FieldChange<DueDate>? = nil,
        priority: FieldChange<Priority>? = nil, addedTags: [Tag] = [], removedTags: [Tag] = []
    ) {
        self.name = name
        self.owner = owner
        self.due = due
        self.priority = priority
        self.addedTags = addedTags
        self.removedTags = removedTags
    }

    public var isEmpty: Bool {
        name == nil && owner == nil && due == nil && priority == nil && addedTags.isEmpty
            && removedTags.isEmpty
    }
}
