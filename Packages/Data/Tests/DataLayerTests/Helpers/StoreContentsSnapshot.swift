import DataLayer
import Domain
import DomainTestSupport

/// Every user and item of a store, read page by page in id order: what "exactly as it was"
/// is compared against.
struct StoreContentsSnapshot: Equatable {
    let users: [User]
    let items: [Item]
}

extension StoreContentsSnapshot {
    /// Everything `store` holds, read `pageSize` records at a time (small by default, so that the
    /// read crosses pages).
    init(of store: any UserStore & ItemStore, pageSize: Int = 2) async throws {
        var users: [User] = []
        var request: PageRequest? = pageOf(pageSize)
        while let current = request {
            let page = try await store.users(matching: nil, page: current)
            users += page.elements
            request = page.next
        }
        var items: [Item] = []
        request = pageOf(pageSize)
        while let current = request {
            let page = try await store.items(matching: ItemFilter(), order: .id, page: current)
            items += page.elements
            request = page.next
        }
        self.users = users
        self.items = items
    }
}
