import Domain

/// Applies an import plan to the fake repositories, one write after another.
struct FakeStoreImporter: StoreImporter {
    let users: FakeUserRepository
    let items: FakeItemRepository

    func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport {
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
        return StoreImportReport(
            addedUsers: added, matchedUsers: plan.matchedUsers.count,
            addedItems: try await items.add(newItems))
    }
}
