import Domain

/// An item as the remote sends it (`GET /todos`). `userId` may be absent or `null`:
/// the item has no owner.
public struct TodoDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let completed: Bool
    public let userId: Int?

    public init(id: Int, title: String, completed: Bool, userId: Int?) {
        self.id = id
        self.title = title
        self.completed = completed
        self.userId = userId
    }

    public init(_ item: Item) {
        self.init(
            id: item.id.rawValue, title: item.name.value, completed: item.isCompleted,
            userId: item.ownerID?.rawValue)
    }

    /// The domain item, or a `InvalidRecordError` naming the record and the broken rule.
    public func toDomain() throws(InvalidRecordError) -> Item {
        do {
            return Item(
                id: try Item.ID(validating: id),
                name: try ItemName(title),
                isCompleted: completed,
                ownerID: try userId.map { raw throws(ValidationError) in try User.ID(validating: raw) }
            )
        } catch {
            throw InvalidRecordError(kind: .item, id: id, problem: error)
        }
    }
}
