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
    init(of store: any UserStore & ItemStore) async throws {
        var users: [User] = []
        var request: PageRequest? = pageOf(2)
        while let current = request {
            let page = try await store.users(matching: nil, page: current)
            users += page.elements
            request = page.next
        }
        var items: [Item] = []
        request = pageOf(2)
        while let current = request {
            let page = try await store.items(matching: ItemFilter(), order: .id, page: current)
            items += page.elements
            request = page.next
        }
        self.users = users
        self.items = items
    }
}
