import Domain

/// The cache keeps the store's rule that an item's owner exists: before items from the remote are
/// cached, those whose owner is not cached are set apart.
struct CachedOwners: Sendable {
    let cache: any UserStore

    /// The items whose owner (if any) is cached, and whether some owner was not.
    func partition(_ items: [Item]) async throws -> (kept: [Item], missingOwners: Bool) {
        var known = Set<User.ID>()
        var missing = false
        // A closure, not `\.ownerID`: that key path was applied at run time, item by item
        // (callgrind: 11 of `crew sync`'s 451 million instructions over 10,000 todos).
        for owner in Set(items.compactMap { $0.ownerID }) {
            if try await cache.user(withID: owner) != nil { known.insert(owner) } else { missing = true }
        }
        return (items.filter { $0.ownerID.map(known.contains) ?? true }, missing)
    }
}
