import Domain

/// A store importer that records each plan and applies it to the in-memory repositories
/// (not atomically: atomicity is the real stores' job, held by the Data layer's specs).
public actor RecordingStoreImporter: StoreImporter {
    public private(set) var plans: [StoreImportPlan] = []
    private let users: InMemoryUserRepository
    private let items: InMemoryItemRepository

    public init(users: InMemoryUserRepository, items: InMemoryItemRepository) {
        self.users = users
        self.items = items
    }

    public func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport {
        plans.append(plan)
        var added: [User] = []
        for user in plan.newUsers { added.append(try await users.add(user)) }
        let newItems = plan.items.map { planned in
            var item = planned.item
            switch planned.owner {
            case .nobody: item.ownerID = nil
            case .existing(let id): item.ownerID = id
            case .added(let index): item.ownerID = added[index].id
            }
            return item
        }
        let stored = newItems.isEmpty ? [] : try await items.add(newItems)
        return StoreImportReport(addedUsers: added, matchedUsers: plan.matchedUsers.count, addedItems: stored)
    }
}
