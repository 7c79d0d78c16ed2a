/// The parts of an export, read one page at a time: `next()` gives pages of users, then pages
/// of items, then `nil`. The first `next()` opens the store's snapshot; the last one, a failure,
/// or `close()` ends it.
///
/// A backup holds every record or is not made: a stored record that breaks a Domain rule (a
/// name with a tab, an empty note, written by another tool) cannot go into a document that
/// `crew import` would read back, so instead of the last part `next()` throws
/// `DomainError.recordsLeftOut` naming each one, and the writer discards what it wrote.
public struct StoreExportParts: Sendable {
    private enum Position: Sendable {
        case start
        case users(PageRequest)
        case items(PageRequest)
        case finished
    }

    private let users: any UserRepository
    private let items: any ItemRepository
    private let snapshot: (any StoreSnapshot)?
    private let firstPage: PageRequest
    private var position = Position.start
    /// The stored records read so far that break a Domain rule, by kind.
    private var unreadableUsers: [UnreadableRecord] = []
    private var unreadableItems: [UnreadableRecord] = []
    /// Whether every page read so far came from the source itself, or the oldest cached one did:
    /// a backup of an API's cache, read while the API was down, says so.
    public private(set) var freshness = Freshness.current

    init(
        users: any UserRepository, items: any ItemRepository, snapshot: (any StoreSnapshot)?,
        firstPage: PageRequest
    ) {
        self.users = users
        self.items = items
        self.snapshot = snapshot
        self.firstPage = firstPage
    }

    /// The next part, or `nil` once every user and item was read. An empty store still gives one
    /// (empty) part of each kind, so a writer sees both sections.
    public mutating func next() async throws -> StoreDocumentPart? {
        do {
            return try await read()
        } catch {
            await close()
            throw error
        }
    }

    /// Ends the snapshot early (the writer failed); `next()` gives `nil` from then on.
    public mutating func close() async {
        switch position {
        case .users, .items: await snapshot?.endSnapshot()
        case .start, .finished: break
        }
        position = .finished
    }

    private mutating func read() async throws -> StoreDocumentPart? {
        switch position {
        case .start:
            try await snapshot?.beginSnapshot()
            position = .users(firstPage)
            return try await read()
        case .users(let request):
            let page = try await users.users(matching: nil, page: request)
            note(page.freshness)
            unreadableUsers += page.unreadable
            position = page.next.map(Position.users) ?? .items(firstPage)
            return .users(page.elements)
        case .items(let request):
            let page = try await items.items(matching: ItemFilter(), order: .id, page: request)
            note(page.freshness)
            unreadableItems += page.unreadable
            guard let next = page.next else {
                await close()
                guard unreadableUsers.isEmpty, unreadableItems.isEmpty else {
                    throw DomainError.recordsLeftOut(users: unreadableUsers, items: unreadableItems)
                }
                return .items(page.elements)
            }
            position = .items(next)
            return .items(page.elements)
        case .finished:
            return nil
        }
    }

    private mutating func note(_ page: Freshness) {
        switch (freshness, page) {
        case (_, .current), (.onlyWaiting, _): break
        case (.current, _), (.stale, .onlyWaiting): freshness = page
        case (.stale(let oldest), .stale(let since)): freshness = .stale(since: min(oldest, since))
        }
    }
}
