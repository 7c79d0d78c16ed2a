import Domain

/// How items leave the API: one request each, since the server has no bulk delete, kept offline
/// when it cannot be reached.
extension RemoteItemRepository {
    /// A filter naming a user the cache does not hold is `DomainError.userNotFound`, as a local
    /// store says it, rather than a choice of nothing.
    func requireOwner(of target: ItemTarget) async throws {
        guard case .matching(let filter) = target, case .user(let owner) = filter.owner else { return }
        guard try await cache.user(withID: owner) != nil else { throw DomainError.userNotFound(owner) }
    }

    /// Deletes the items one by one (a filter's, as its listing reads them). A deletion cannot be
    /// taken back: if one fails, the error names the ones already gone.
    public func remove(_ target: ItemTarget) async throws -> ItemRecords {
        let ids: [Item.ID]
        switch target {
        case .ids(let named): ids = named
        case .matching(let filter):
            try await requireOwner(of: target)
            ids = try await self.ids(matching: filter)
        }
        return ItemRecords(items: try await remove(listed: ids))
    }

    private func remove(listed ids: [Item.ID]) async throws -> [Item] {
        let before = try await cache.items(withIDs: ids).items
        let offline = { (failure: (any Error)?) async throws -> [Item] in
            guard before.count == Set(ids).count else {
                throw DomainError.unavailable(reason: "the API cannot be reached")
            }
            _ = try await keepOffline(OfflineChange(removes: before), after: failure)
            return ids.compactMap { id in before.first { $0.id == id } }
        }
        if try await isKeepingOffline() { return try await offline(nil) }
        var removed: [Item.ID] = []
        do {
            for id in ids {
                try await remote.delete(id)
                removed.append(id)
            }
        } catch {
            if removed.isEmpty, CacheFallback.isOffline(error) { return try await offline(error) }
            let failure = CacheFallback.domainError(error)
            _ = try? await cache.deleteItems(removed)
            guard !removed.isEmpty else { throw failure }
            throw DomainError.leftOnServer(
                LeftOnServer(kind: .removed, ids: removed, reason: Self.reason(failure)))
        }
        _ = try? await cache.deleteItems(removed)
        return ids.compactMap { id in before.first { $0.id == id } }
    }
}
