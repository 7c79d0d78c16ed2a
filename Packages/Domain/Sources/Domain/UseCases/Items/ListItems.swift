/// Lists the items a filter admits: pending items first, then completed ones, by id within each,
/// unless another order is asked for (``ItemSort``, or any order reversed). A filter naming a user
/// who does not exist is `DomainError.userNotFound`, not an empty list.
public struct ListItems: Sendable {
    private let items: any ItemRepository
    private let ownerCheck: OwnerCheck

    /// Lists items of `items`, checking a named owner in `users`.
    public init(items: any ItemRepository, users: any UserRepository) {
        self.items = items
        self.ownerCheck = OwnerCheck(users: users)
    }

    /// One page of the items `filter` admits, in `sort`'s order (reversed if asked), `owner`'s first when
    /// given; a named owner who does not exist is `DomainError.userNotFound`. `fromTheEnd`: the
    /// pages come from the listing's last item backwards (``ItemOrder/fromTheEnd``).
    public func execute(
        _ filter: ItemFilter = ItemFilter(), sort: ItemSort? = nil, reversed: Bool = false,
        first owner: User.ID? = nil, fromTheEnd: Bool = false, page: PageRequest = .first
    ) async throws -> Page<Item> {
        if page.cursor == nil { try await ownerCheck.requireExisting(in: filter) }
        let order = ItemOrder.listing(search: nil, sort: sort, reversed: reversed, first: owner)
        return try await items.items(
            matching: filter, order: fromTheEnd ? order.fromTheEnd : order, page: page)
    }
}
