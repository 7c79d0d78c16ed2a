import Domain

extension InMemoryStore: ImportPlanStore {
    public func apply(_ plan: StoreImportPlan) throws -> StoreImportReport {
        try transaction(kind: .import) { state in
            for matched in plan.matchedUsers where state.users[matched.id]?.email != matched.email {
                throw DomainError.userNotFound(matched.id)
            }
            let removed =
                plan.replacesEverything
                ? (users: state.users.count, items: state.items.count) : (users: 0, items: 0)
            if plan.replacesEverything {
                state.items.removeAll()
                state.users.removeAll()
            }
            // An item whose identity is here already is left as it is (a backup imported twice).
            let present = Set(state.items.values.map(\.uuid))
            let added = try plan.newUsers.map { try state.insert($0) }
            let new = plan.items.filter { $0.item.uuid.map { !present.contains($0) } ?? true }
            let items = try state.insert(new.map { $0.resolved(with: added) })
            return StoreImportReport(
                addedUsers: added, matchedUsers: plan.matchedUsers.count, addedItems: items,
                itemsAlreadyThere: plan.items.count - new.count, removedUsers: removed.users,
                removedItems: removed.items)
        }
    }
}
