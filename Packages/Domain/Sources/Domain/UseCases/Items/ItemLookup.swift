/// Finds every item a change names before anything is written, so that a change to several
/// items either finds all of them or reports each missing id and changes nothing.
struct ItemLookup: Sendable {
    let items: any ItemRepository

    /// The items of `ids` in the order given, each id once; throws `DomainError.itemNotFound`
    /// or `itemsNotFound` naming every id that does not exist.
    func existing(_ ids: [Item.ID]) async throws -> [Item] {
        var seen = Set<Item.ID>()
        let unique = ids.filter { seen.insert($0).inserted }
        var found: [Item.ID: Item] = [:]
        for item in try await items.items(withIDs: unique) { found[item.id] = item }
        let missing = unique.filter { found[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        return unique.compactMap { found[$0] }
    }
}
