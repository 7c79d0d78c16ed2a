import Domain

/// The body of `POST /todos` and `PATCH /todos/{id}`. `userId` is always written, as `null`
/// for an unowned item, so that unassigning an item really clears its owner on the server.
public struct TodoBody: Codable, Equatable, Sendable {
    public let userId: Int?
    public let title: String
    public let completed: Bool

    public init(name: ItemName, isCompleted: Bool, ownerID: User.ID?) {
        self.userId = ownerID?.rawValue
        self.title = name.value
        self.completed = isCompleted
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(userId, forKey: .userId)
        try container.encode(title, forKey: .title)
        try container.encode(completed, forKey: .completed)
    }
}
