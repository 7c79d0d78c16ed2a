import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Tests build items field by field, as a reader thinks of them; production code builds them from
// one `ItemFields`, so that the list of fields is written once in the Domain.

extension Item {
    public init(
        id: ID, uuid: UUID? = nil, name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil,
        due: DueDate? = nil, priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil,
        completedAt: Date? = nil
    ) {
        self.init(
            id: id, uuid: uuid, name: name,
            fields: ItemFields(
                isCompleted: isCompleted, ownerID: ownerID, due: due, priority: priority, tags: tags,
                createdAt: createdAt, completedAt: completedAt))
    }
}

extension NewItem {
    public init(
        uuid: UUID? = nil, name: ItemName, isCompleted: Bool = false, ownerID: User.ID? = nil,
        due: DueDate? = nil, priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil,
        completedAt: Date? = nil, requestedID: Item.ID? = nil
    ) {
        self.init(
            uuid: uuid, name: name,
            fields: ItemFields(
                isCompleted: isCompleted, ownerID: ownerID, due: due, priority: priority, tags: tags,
                createdAt: createdAt, completedAt: completedAt),
            requestedID: requestedID)
    }
}

extension DamagedItem {
    public init(
        id: Item.ID, uuid: UUID? = nil, isCompleted: Bool, ownerID: User.ID?, due: DueDate? = nil,
        priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil, completedAt: Date? = nil,
        problem: ValidationError
    ) {
        self.init(
            id: id, uuid: uuid,
            fields: ItemFields(
                isCompleted: isCompleted, ownerID: ownerID, due: due, priority: priority, tags: tags,
                createdAt: createdAt, completedAt: completedAt),
            problem: problem)
    }
}
