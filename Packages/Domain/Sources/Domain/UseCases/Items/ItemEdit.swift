/// What `crew items edit` changes on one item; a field left `nil` (no tags named) keeps its value.
/// `Owner` is how the new owner is named: a `User.ID` for the use case, or, before it is looked
/// up, a ``UserReference`` (an id, an e-mail or the start of a name).
public struct ItemEdit<Owner: Hashable & Sendable>: Hashable, Sendable {
    /// The new name; `nil` keeps it.
    public var name: ItemName?
    /// The new owner, or none; `nil` keeps it.
    public var owner: FieldChange<Owner>?
    /// The new due day, or none; `nil` keeps it.
    public var due: FieldChange<DueDate>?
    /// The new priority, or none; `nil` keeps it.
    public var priority: FieldChange<Priority>?
    /// Tags to add.
    public var addedTags: [Tag]
    /// Tags to take away.
    public var removedTags: [Tag]
    /// The new recurrence, or none; `nil` keeps it.
    public var every: FieldChange<Recurrence>?
    /// The plain fields it sets or clears (``ItemFields/plainFields``).
    public var plain: [PlainFieldChange]
    /// Moves the due day by a duration from its own day (`--postpone`), instead of `due`.
    public var postpone: Postponement?

    /// An edit; every part left out keeps its field.
    public init(
        name: ItemName? = nil, owner: FieldChange<Owner>? = nil, due: FieldChange<DueDate>? = nil,
        priority: FieldChange<Priority>? = nil, addedTags: [Tag] = [], removedTags: [Tag] = [],
        every: FieldChange<Recurrence>? = nil, plain: [PlainFieldChange] = [], postpone: Postponement? = nil
    ) {
        self.postpone = postpone
        self.name = name
        self.owner = owner
        self.due = due
        self.priority = priority
        self.addedTags = addedTags
        self.removedTags = removedTags
        self.every = every
        self.plain = plain
    }

    /// Whether it changes nothing at all.
    public var isEmpty: Bool {
        name == nil && owner == nil && due == nil && priority == nil && addedTags.isEmpty
            && removedTags.isEmpty && every == nil && plain.isEmpty && postpone == nil
    }

    /// The same edit with the owner named another way (once a reference has been looked up).
    public func withOwner<Other>(_ owner: FieldChange<Other>?) -> ItemEdit<Other> {
        ItemEdit<Other>(
            name: name, owner: owner, due: due, priority: priority, addedTags: addedTags,
            removedTags: removedTags, every: every, plain: plain, postpone: postpone)
    }
}

extension ItemEdit where Owner == User.ID {
    /// `item` with the edit applied; more than 16 tags is refused, and so is a recurring item
    /// left without a due day.
    public func applied(to item: Item) throws(ValidationError) -> Item {
        var (name, fields) = (item.name, item.fields)
        set(&name, &fields)
        if let postpone { fields.due = try postpone.moved(fields.due) }
        for change in plain { try change.apply(to: &fields) }
        fields.tags = try fields.tags.removing(removedTags).adding(addedTags)
        try fields.checkRules()
        return Item(id: item.id, uuid: item.uuid, name: name, fields: fields)
    }

    /// `item` as a view shows it at once, before the store has decided: every field the edit
    /// names set, and what the rules would refuse left as it was (the store's answer says why).
    public func shown(on item: NewItem) -> NewItem {
        var item = item
        set(&item.name, &item.fields)
        if let postpone, let moved = try? postpone.moved(item.fields.due) { item.fields.due = moved }
        for change in plain { try? change.apply(to: &item.fields) }
        item.tags = (try? item.tags.removing(removedTags).adding(addedTags)) ?? item.tags
        return item
    }

    /// The fields that need no rule, set: one list of them for both of the above.
    private func set(_ itemName: inout ItemName, _ fields: inout ItemFields) {
        if let name { itemName = name }
        if let owner { fields.ownerID = owner.value }
        if let due { fields.due = due.value }
        if let priority { fields.priority = priority.value }
        if let every { fields.every = every.value }
    }
}
