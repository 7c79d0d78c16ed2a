/// Lists the items a filter admits: pending items first, then completed ones, by id within each.
/// A filter naming a user who does not exist is `DomainError.userNotFound`, not an empty list.
public struct ListItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    public func execute(_ filter: ItemFilter = ItemFilter(), page: PageRequest = .first) async throws -> Page<
        Item
    > {
        if page.cursor == nil { try await ownerCheck.requireExisting(in: filter) }
        return try await items.items(matching: filter, order: .pendingFirst, page: page)
    }
}
