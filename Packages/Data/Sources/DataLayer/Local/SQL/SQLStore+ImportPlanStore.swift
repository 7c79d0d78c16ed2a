import Domain

extension SQLStore: ImportPlanStore {
    /// One change, journaled as an import: the matched users are checked, the new users added,
    /// then the items with their owners resolved, except those whose identity is already here
    /// (a backup imported twice adds nothing the second time); any failure rolls all of it back.
    public func apply(_ plan: StoreImportPlan) throws -> StoreImportReport {
        try change(kind: .import) {
            for matched in plan.matchedUsers where try user(withID: matched.id)?.email != matched.email {
                throw DomainError.userNotFound(matched.id)
            }
            var removed = (users: 0, items: 0)
            if plan.replacesEverything {
                // Items first: a user still owning one may not go.
                removed.items = try connection.integer("SELECT count(*) FROM items") ?? 0
                removed.users = try connection.integer("SELECT count(*) FROM users") ?? 0
                try connection.run("DELETE FROM items", [])
                try connection.run("DELETE FROM users", [])
            }
            let present = try existingIdentities(plan.items.compactMap { $0.item.uuid })
            let added = try plan.newUsers.map { try insertUser($0) }
            let new = plan.items.filter { $0.item.uuid.map { !present.contains($0) } ?? true }
            let items = try insertRows(new.map { $0.resolved(with: added) })
            return StoreImportReport(
                addedUsers: added, matchedUsers: plan.matchedUsers.count, addedItems: items,
                itemsAlreadyThere: plan.items.count - new.count, removedUsers: removed.users,
                removedItems: removed.items)
        }
    }
}
