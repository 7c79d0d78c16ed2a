import Domain

extension PostgresStore: ImportPlanStore {
    /// One change: the matched users are checked, the new users added, then the items with their
    /// owners resolved; any failure rolls all of it back.
    public func apply(_ plan: StoreImportPlan) throws -> StoreImportReport {
        try change {
            for matched in plan.matchedUsers {
                let email = try connection.rows(
                    "SELECT email FROM users WHERE id = $1", [.integer(matched.id.rawValue)]
                ) { $0.text(0) }.first
                guard email == matched.email.value else { throw DomainError.userNotFound(matched.id) }
            }
            let added = try plan.newUsers.map { try insertUser($0) }
            let items = try insertRows(plan.items.map { $0.resolved(with: added) })
            return StoreImportReport(
                addedUsers: added, matchedUsers: plan.matchedUsers.count, addedItems: items)
        }
    }
}
