/// Reads the whole store for a backup: every user, then every item, each in id order, one page
/// at a time so that a large store is never held in memory at once, all from one snapshot of
/// the store when it has them.
public struct ExportStore: Sendable {
    private let users: any UserRepository
    private let items: any ItemRepository
    private let snapshot: (any StoreSnapshot)?

    /// `snapshot`: how the store holds one moment while its pages are read (`nil`: it cannot, as
    /// an API cannot; each page is then read as it is at the time).
    public init(users: any UserRepository, items: any ItemRepository, snapshot: (any StoreSnapshot)? = nil) {
        self.users = users
        self.items = items
        self.snapshot = snapshot
    }

    /// The store's parts in document order; `pageSize` records at most per part.
    public func parts(pageSize: Int = PageRequest.maximumLimit) throws(ValidationError) -> StoreExportParts {
        StoreExportParts(
            users: users, items: items, snapshot: snapshot,
            firstPage: try PageRequest(limit: pageSize, includingNotes: true))
    }
}
