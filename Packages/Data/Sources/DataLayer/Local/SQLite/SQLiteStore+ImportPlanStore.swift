import Domain

extension SQLiteStore: ImportPlanStore {
    /// One change: the matched users are checked, the new users added, then the items with their
    /// owners resolved; any failure rolls all of it back.
    public func apply(_ plan: StoreImportPlan) throws -> StoreImportReport {
        try change {
            for matched in plan.matchedUsers where try user(withID: matched.id)?.email != matched.email {
                throw DomainError.userNotFound(matched.id)
            }
            let added = try plan.newUsers.map { try insertUser($0) }
            let items = try insertRows(plan.items.map { $0.resolved(with: added) })
            return StoreImportReport(
                addedUsers: added, matchedUsers: plan.matchedUsers.count, addedItems: items)
        }
    }
}
