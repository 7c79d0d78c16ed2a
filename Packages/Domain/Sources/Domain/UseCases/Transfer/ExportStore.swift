/// Reads the whole store for a backup: every user, then every item, each in id order, one page
/// at a time so that a large store is never held in memory at once.
public struct ExportStore: Sendable {
    private let users: any UserRepository
    private let items: any ItemRepository

    public init(users: any UserRepository, items: any ItemRepository) {
        self.users = users
        self.items = items
    }

    /// The store's parts in document order; `pageSize` records at most per part.
    public func parts(pageSize: Int = PageRequest.maximumLimit) throws(ValidationError) -> StoreExportParts {
        StoreExportParts(users: users, items: items, firstPage: try PageRequest(limit: pageSize))
    }
}
