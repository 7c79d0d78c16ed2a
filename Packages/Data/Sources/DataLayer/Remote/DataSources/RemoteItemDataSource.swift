import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The items (`todos`) of the remote API, as domain values.
public struct RemoteItemDataSource: Sendable {
    /// Reports a listing's progress: items received so far, and the total when the server tells it.
    public typealias Progress = @Sendable (_ received: Int, _ total: Int?) -> Void

    let api: RemoteAPI
    private let pageSize: Int

    /// A data source for the `todos` under `baseURL`, through `client`, `pageSize` records a request.
    public init(client: any HTTPClient, baseURL: URL, pageSize: Int = 100) {
        api = RemoteAPI(client: client, baseURL: baseURL)
        self.pageSize = pageSize
    }

    /// Every item matching the filters, asked of the server and checked here, read page by page (`_page`,
    /// `_limit`, `X-Total-Count`). Invalid records are skipped and counted. A server that ignores paging
    /// and sends everything at once is handled too.
    public func items(
        ownerID: User.ID? = nil, completed: Bool? = nil, progress: Progress = { _, _ in }
    ) async throws -> RemoteBatch<Item> {
        var elements: [Item] = []
        var skipped = 0
        var seen = Set<Int>()
        var size = pageSize
        var ahead: [Int: Task<RemoteItemPage, any Error>] = [:]
        defer { for request in ahead.values { request.cancel() } }
        for number in 1... {
            let page: RemoteItemPage
            if let request = ahead.removeValue(forKey: number) {
                page = try await request.value
            } else {
                page = try await self.page(number, size: size, ownerID: ownerID, completed: completed)
            }
            let fresh = page.ids.filter { seen.insert($0).inserted }
            // A server that ignores `_page` sends its first page again: nothing new, the end.
            if fresh.isEmpty, number > 1 { break }
            let freshIDs = Set(fresh)
            elements += page.batch.elements.filter { freshIDs.contains($0.id.rawValue) }
            skipped += page.batch.skipped
            progress(seen.count, page.total)
            if page.isLast || page.total.map({ seen.count >= $0 }) == true { break }
            if page.isCapped { size = try Self.cappedSize(of: page, number: number) }
            // The pages the server counts are asked for two ahead: it makes one while crew reads
            // another (`sync` over 10,000 todos, 101 requests: 126.4 -> 105.1 ms, see the
            // Performance article).
            guard let total = page.total, number * size < total else { continue }
            let size = size
            for next in number + 1...min(number + 2, (total + size - 1) / size) where ahead[next] == nil {
                ahead[next] = Task {
                    try await self.page(next, size: size, ownerID: ownerID, completed: completed)
                }
            }
        }
        return RemoteBatch(elements: elements, skipped: skipped)
    }

    /// Page `number` (from 1) of the items matching the filters, `size` records a page, as the server
    /// orders them. Records that do not match (a server that ignores a filter sends them) are left
    /// out; invalid ones are counted. A page the server sent whole, ignoring `_limit`, is the last.
    public func page(
        _ number: Int, size: Int, ownerID: User.ID? = nil, completed: Bool? = nil
    ) async throws -> RemoteItemPage {
        let endpoint = Endpoint.todos(ownerID: ownerID, completed: completed, page: number, limit: size)
        let (dtos, response) = try await api.fetchTodos(endpoint)
        // A server that ignores the filters (json-server-py ignores `?userId=`) sends the other
        // records too: only those that match are kept (an invalid one is counted as before).
        let matching = dtos.filter { dto in
            guard let dto else { return true }
            let ownerMatches = ownerID.map { dto.userId == $0.rawValue } ?? true
            return ownerMatches && (completed.map { dto.completed == $0 } ?? true)
        }
        let total = response.header("X-Total-Count").flatMap { Int($0) }
        // Fewer than asked while the server counts more: it caps its pages (many APIs do, at 100).
        let isCapped = dtos.count < size && total.map { (number - 1) * size + dtos.count < $0 } == true
        return RemoteItemPage(
            batch: RemoteBatch(matching) { try $0.toDomain() }, ids: dtos.compactMap { $0?.id },
            isLast: dtos.count != size && !isCapped, isCapped: isCapped, total: total)
    }

    /// The size of the pages after `page`, which the server cut short: its cap, known from the
    /// first page (the pages after a later one could not be found by their numbers).
    static func cappedSize(of page: RemoteItemPage, number: Int) throws(RemoteError) -> Int {
        guard number == 1, !page.ids.isEmpty else {
            throw .invalidData(reason: "page \(number) cut short while the API counts more records")
        }
        return page.ids.count
    }

    /// The record `id` from the server.
    public func item(_ id: Item.ID) async throws -> Item {
        let (dto, _): (TodoDTO, _) = try await api.fetch(.todo(id), notFound: .itemNotFound(id))
        return try dto.toDomain()
    }

    /// Creates `item` on the server and returns it with the server's id.
    public func create(_ item: NewItem) async throws -> Item {
        let body = try api.encode(TodoBody(item))
        let (dto, _): (TodoDTO, _) = try await api.fetch(.createTodo(body: body))
        return try dto.toDomain()
    }

    /// Writes `item` over the server's record.
    public func update(_ item: Item) async throws -> Item {
        let body = try api.encode(TodoBody(item))
        let (dto, _): (TodoDTO, _) = try await api.fetch(
            .updateTodo(item.id, body: body), notFound: .itemNotFound(item.id))
        return try dto.toDomain()
    }

    /// The record created with `uuid` (``TodoBody/crewId``), or `nil` when the server has none.
    public func item(withIdentity uuid: UUID) async throws -> Item? {
        let (todos, _) = try await api.fetchTodos(.todoWithIdentity(uuid))
        return try todos.compactMap { $0 }.first {
            $0.crewId?.lowercased() == uuid.uuidString.lowercased()
        }?
        .toDomain()
    }

    /// Sends only `fields` of `item` (`PATCH`), leaving the server's other fields as they are.
    public func patch(_ item: Item, fields: [ItemField]) async throws -> Item {
        let (dto, _): (TodoDTO, _) = try await api.fetch(
            .updateTodo(item.id, body: TodoPatch.body(item, fields: fields)), notFound: .itemNotFound(item.id)
        )
        return try dto.toDomain()
    }

    /// Removes the record `id` from the server.
    public func delete(_ id: Item.ID) async throws {
        try await api.send(.deleteTodo(id), notFound: .itemNotFound(id))
    }
}
