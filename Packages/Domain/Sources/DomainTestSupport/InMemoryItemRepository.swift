import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The reference item repository for the Domain, Presentation and CLI suites: a dictionary that
/// lists through the Domain's own definitions (`ItemSelection`), records every write, and can be
/// told to fail, to serve stale or unreadable pages, or to hold a read until released.
public actor InMemoryItemRepository: ItemRepository {
    public private(set) var itemsByID: [Item.ID: Item] = [:]
    /// Stored items whose name breaks the rules (as another tool could leave them).
    public private(set) var damagedByID: [Item.ID: DamagedItem] = [:]
    /// Every write, in order ("add [4]", "update [1, 2]", "remove [3]").
    public private(set) var writes: [String] = []
    public private(set) var requestedOrders: [ItemOrder] = []
    public private(set) var countRequests = 0
    private var nextID = 1
    private var failures = FailureQueue()
    private var freshness = Freshness.current
    private var unreadable: [UnreadableRecord] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var holdsNextRead = false
    private var readIsHeld = false
    private var readHeldWaiter: CheckedContinuation<Void, Never>?
    private var heldWrite: HeldWrite?
    private var writeHeldWaiter: CheckedContinuation<Void, Never>?

    /// A write told to wait for `release()`, and what it does then.
    private enum HeldWrite {
        case asked(failure: (any Error)?)
        case waiting(failure: (any Error)?)
    }

    public init(_ items: [Item] = [], damaged: [DamagedItem] = []) {
        for item in items { itemsByID[item.id] = item }
        for item in damaged { damagedByID[item.id] = item }
        nextID = ((items.map(\.id.rawValue) + damaged.map(\.id.rawValue)).max() ?? 0) + 1
    }

    /// The next `times` page reads (`.read`) or writes (`.write`) throw `error`.
    public func failNext(_ operation: RepositoryOperation, with error: any Error, times: Int = 1) {
        failures.failNext(operation, with: error, times: times)
    }

    /// Every write from now on throws `error`.
    public func failWrites(with error: any Error) {
        failures.failAlways(.write, with: error)
    }

    /// Pages from now on say they come from a cache written at `date`.
    public func serveStale(since date: Date) { freshness = .stale(since: date) }

    /// Every page also reports these stored records as unreadable.
    public func serveUnreadable(_ records: [UnreadableRecord]) { unreadable = records }

    /// The next page read waits until `release()`: lets a test overtake a load with another.
    public func holdNextRead() { holdsNextRead = true }

    /// Returns once the read asked to wait by `holdNextRead` has arrived and waits: a test that
    /// overtakes it starts the newer read only then, so that the newer one is never the one held.
    public func waitUntilReadIsHeld() async {
        if readIsHeld { return }
        await withCheckedContinuation { readHeldWaiter = $0 }
    }

    /// The next write waits until `release()`, then goes ahead, or throws `failure` when given:
    /// lets a test start another change while one is in flight.
    public func holdNextWrite(thenFail failure: (any Error)? = nil) {
        heldWrite = .asked(failure: failure)
    }

    /// Returns once the write asked to wait by `holdNextWrite` has arrived and waits.
    public func waitUntilWriteIsHeld() async {
        if case .waiting = heldWrite { return }
        await withCheckedContinuation { writeHeldWaiter = $0 }
    }

    /// Lets the held read or write go on.
    public func release() {
        gate?.resume()
        gate = nil
    }

    /// Waits if this write was asked to, then throws its failure, if any, or the next queued one.
    private func checkWrite() async throws {
        if case .asked(let failure) = heldWrite {
            heldWrite = .waiting(failure: failure)
            writeHeldWaiter?.resume()
            writeHeldWaiter = nil
            await withCheckedContinuation { gate = $0 }
            heldWrite = nil
            if let failure { throw failure }
        }
        try failures.check(.write)
    }

    public func items(matching filter: ItemFilter, order: ItemOrder, page: PageRequest) async throws -> Page<
        Item
    > {
        if holdsNextRead {
            holdsNextRead = false
            readIsHeld = true
            readHeldWaiter?.resume()
            readHeldWaiter = nil
            await withCheckedContinuation { gate = $0 }
            readIsHeld = false
        }
        try failures.check(.read)
        requestedOrders.append(order)
        var result = ItemSelection.page(
            of: itemsByID.values, matching: filter, order: order, request: page, freshness: freshness)
        result.unreadable = unreadable
        return result
    }

    public func counts(matching filter: ItemFilter) async throws -> ItemCounts {
        countRequests += 1
        return ItemSelection.counts(of: itemsByID.values, matching: filter)
    }

    public func counts(matching filter: ItemFilter, upTo limit: Int) async throws -> ItemCounts {
        countRequests += 1
        return ItemSelection.counts(of: itemsByID.values, matching: filter, upTo: limit)
    }

    public func item(withID id: Item.ID) async throws -> Item {
        guard let item = itemsByID[id] else { throw DomainError.itemNotFound(id) }
        return item
    }

    public func items(withIDs ids: [Item.ID]) async throws -> ItemRecords {
        return ItemRecords(
            items: ids.compactMap { itemsByID[$0] }, damaged: ids.compactMap { damagedByID[$0] })
    }

    public func add(_ items: [NewItem]) async throws -> [Item] {
        try await checkWrite()
        let stored = try store(items)
        writes.append("add \(stored.map(\.id.rawValue))")
        return stored
    }

    /// Stores new items under their requested ids or the next free ones, all or none.
    private func store(_ items: [NewItem]) throws -> [Item] {
        var stored: [Item] = []
        var next = nextID
        for item in items {
            if let id = item.requestedID, itemsByID[id] != nil || damagedByID[id] != nil {
                throw DomainError.itemAlreadyExists(id)
            }
            guard let id = item.requestedID ?? Item.ID(rawValue: next) else {
                throw DomainError.notSupported(reason: "no item id is left")
            }
            next = max(next, id.rawValue) + 1
            stored.append(item.stored(as: id))
        }
        nextID = next
        for item in stored { itemsByID[item.id] = item }
        return stored
    }

    public func update(_ items: [Item], adding added: [NewItem]) async throws -> (
        updated: [Item], added: [Item]
    ) {
        try await checkWrite()
        return try replace(items, adding: added)
    }

    /// Decides and writes with no suspension between them, as a transaction would: a held or
    /// failing write is told so before the records are read.
    public func revise<Outcome: Sendable>(
        _ target: ItemTarget, _ decide: @escaping @Sendable (ItemRecords) throws -> ItemRevision<Outcome>
    ) async throws -> RevisedItems<Outcome> {
        try await checkWrite()
        let revision = try decide(records(target))
        guard !revision.isEmpty else { return RevisedItems(outcome: revision.outcome) }
        let written = try replace(revision.updated, adding: revision.made)
        return RevisedItems(outcome: revision.outcome, updated: written.updated, added: written.added)
    }

    private func replace(_ items: [Item], adding added: [NewItem]) throws -> (updated: [Item], added: [Item])
    {
        let missing = items.map(\.id).filter { itemsByID[$0] == nil && damagedByID[$0] == nil }
        guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        let stored = try store(added)
        for item in items {
            itemsByID[item.id] = item
            damagedByID[item.id] = nil
        }
        writes.append(
            "update \(items.map(\.id.rawValue))" + (stored.isEmpty ? "" : " add \(stored.map(\.id.rawValue))")
        )
        return (items, stored)
    }

    public func remove(_ target: ItemTarget) async throws -> ItemRecords {
        try await checkWrite()
        let found = records(target)
        let ids = found.items.map(\.id) + found.damaged.map(\.id)
        if case .ids(let named) = target {
            let missing = named.filter { itemsByID[$0] == nil && damagedByID[$0] == nil }
            guard missing.isEmpty else { throw DomainError.missingItems(missing) }
        }
        for id in ids {
            itemsByID[id] = nil
            damagedByID[id] = nil
        }
        writes.append("remove \(ids.map(\.rawValue))")
        return found
    }

    /// The records `target` names, as a store's write transaction reads them: a filter's are the
    /// items it admits and the damaged records (whose stored fields a store's query would admit), by id.
    private func records(_ target: ItemTarget) -> ItemRecords {
        switch target {
        case .ids(let ids):
            var seen = Set<Item.ID>()
            let unique = ids.filter { seen.insert($0).inserted }
            return ItemRecords(
                items: unique.compactMap { itemsByID[$0] }, damaged: unique.compactMap { damagedByID[$0] })
        case .matching(let filter):
            return ItemRecords(
                items: itemsByID.values.filter(filter.admits).sorted { $0.id.rawValue < $1.id.rawValue },
                damaged: damagedByID.values.filter { damaged in
                    // Its fields as a store's columns hold them; its name cannot be searched.
                    guard filter.search == nil, let name = try? ItemName("damaged") else { return false }
                    return filter.admits(damaged.repaired(as: name))
                }.sorted { $0.id.rawValue < $1.id.rawValue })
        }
    }

    /// What removing `owner` does to their items (called by `InMemoryUserRepository`).
    public func handOver(itemsOf owner: User.ID, _ handover: ItemHandover) {
        for (id, item) in itemsByID where item.ownerID == owner {
            switch handover {
            case .refuse: break
            case .reassign(let heir): itemsByID[id]?.ownerID = heir
            case .release: itemsByID[id]?.ownerID = nil
            }
        }
    }
}
