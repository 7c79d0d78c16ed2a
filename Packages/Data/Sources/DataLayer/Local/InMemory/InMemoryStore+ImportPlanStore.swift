import Domain

extension InMemoryStore: ImportPlanStore {
    public func apply(_ plan: StoreImportPlan) throws -> StoreImportReport {
        try transaction { state in
            for matched in plan.matchedUsers where state.users[matched.id]?.email != matched.email {
                throw DomainError.userNotFound(matched.id)
            }
            let added = try plan.newUsers.map { try state.insert($0) }
            let items = try state.insert(plan.items.map { $0.resolved(with: added) })
            return StoreImportReport(
                addedUsers: added, matchedUsers: plan.matchedUsers.count, addedItems: items)
        }
    }
}
