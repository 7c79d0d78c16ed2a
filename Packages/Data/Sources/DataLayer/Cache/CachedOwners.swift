import Domain

/// The cache keeps the store's rule that an item's owner exists: before items from the remote are
/// cached, those whose owner is not cached are set apart.
struct CachedOwners: Sendable {
    let cache: any UserStore

    /// The items whose owner (if any) is cached, and whether some owner was not.
    func partition(_ items: [Item]) async throws -> (kept: [Item], missingOwners: Bool) {
        var known = Set<User.ID>()
        var missing = false
        for owner in Set(items.compactMap(\.ownerID)) {
            if try await cache.user(withID: owner) != nil { known.insert(owner) } else { missing = true }
        }
        return (items.filter { $0.ownerID.map(known.contains) ?? true }, missing)
    }
}
