/// The parts of an export, read one page at a time: `next()` gives pages of users, then pages
/// of items, then `nil`.
public struct StoreExportParts: Sendable {
    private enum Position: Sendable {
        case users(PageRequest)
        case items(PageRequest)
        case finished
    }

    private let users: any UserRepository
    private let items: any ItemRepository
    private var position: Position

    init(users: any UserRepository, items: any ItemRepository, firstPage: PageRequest) {
        self.users = users
        self.items = items
        self.position = .users(firstPage)
    }

    /// The next part, or `nil` once every user and item was read. An empty store still gives one
    /// (empty) part of each kind, so a writer sees both sections.
    public mutating func next() async throws -> StoreDocumentPart? {
        switch position {
        case .users(let request):
            let page = try await users.users(matching: nil, page: request)
            position = page.next.map(Position.users) ?? .items(firstPage(like: request))
            return .users(page.elements)
        case .items(let request):
            let page = try await items.items(matching: ItemFilter(), order: .id, page: request)
            position = page.next.map(Position.items) ?? .finished
            return .items(page.elements)
        case .finished:
            return nil
        }
    }

    private func firstPage(like request: PageRequest) -> PageRequest {
        (try? PageRequest(limit: request.limit)) ?? .first
    }
}
