import Domain
import Foundation

/// An item repository over a dictionary that honours the Domain's filters and orders, and can
/// be told to fail its next calls or to serve its pages as stale.
actor FakeItemRepository: ItemRepository {
    enum Operation: Hashable {
        case read
        case write
    }

    private(set) var itemsByID: [Item.ID: Item] = [:]
    private(set) var countRequests = 0
    private var failures: [Operation: [any Error]] = [:]
    private var freshness = Freshness.current
    private var unreadable: [UnreadableRecord] = []
    private var nextID: Int
    private var gate: CheckedContinuation<Void, Never>?
    private var holdsNextRead = false

    init(_ items: [Item] = []) {
        for item in items { itemsByID[item.id] = item }
        nextID = (items.map(\.id.rawValue).max() ?? 0) + 1
    }

    func failNext(_ operation: Operation, with error: any Error, times: Int = 1) {
        failures[operation, default: []] += Array(repeating: error, count: times)
    }

    func serveStale(since date: Date) { freshness = .stale(since: date) }

    /// Every page also reports these stored records as unreadable.
    func serveUnreadable(_ records: [UnreadableRecord]) { unreadable = records }

    /// The next page read waits until `release()`; lets a test overtake a load with another.
    func holdNextRead() { holdsNextRead = true }

    func release() {
        gate?.resume()
        gate = nil
    }

    func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<Item> {
        if holdsNextRead {
            holdsNextRead = false
            await withCheckedContinuation { gate = $0 }
        }
        try failIfAsked(.read)
        let admitted = itemsByID.values.filter(filter.admits)
            .filter { item in page.cursor.map { $0.precedes(order.sortKey(of: item)) } ?? true }
            .sorted(by: order.areInIncreasingOrder)
        var result = Page(
            slicing: Array(admitted.prefix(page.limit + 1)), for: page, freshness: freshness,
            cursor: order.cursor(after:))
        result.unreadable = unreadable
        return result
    }

    func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        countRequests += 1
        let admitted = itemsByID.values.filter(filter.admits)
        return ItemCounts(total: admitted.count, completed: admitted.count(where: \.isCompleted))
    }

    func item(withID id: Item.ID) async throws -> Item {
        guard let item = itemsByID[id] else { throw DomainError.itemNotFound(id) }
        return item
    }

    func add(_ items: [NewItem]) async throws -> [Item] {
        try failIfAsked(.write)
        let stored = items.map { item in
            let id = item.requestedID ?? Item.ID(rawValue: nextID)!
            nextID = max(nextID, id.rawValue) + 1
            return item.stored(as: id)
        }
        for item in stored { itemsByID[item.id] = item }
        return stored
    }

    func items(withIDs ids: [Item.ID]) async throws -> ItemRecords {
        ItemRecords(items: ids.compactMap { itemsByID[$0] })
    }

    func update(_ items: [Item]) async throws -> [Item] {
        try failIfAsked(.write)
        let missing = items.map(\.id).filter { itemsByID[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        for item in items { itemsByID[item.id] = item }
        return items
    }

    func remove(_ ids: [Item.ID]) async throws -> [Item] {
        try failIfAsked(.write)
        let missing = ids.filter { itemsByID[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        return ids.compactMap { itemsByID.removeValue(forKey: $0) }
    }

    private func failIfAsked(_ operation: Operation) throws {
        if var queued = failures[operation], !queued.isEmpty {
            let error = queued.removeFirst()
            failures[operation] = queued
            throw error
        }
    }
}
