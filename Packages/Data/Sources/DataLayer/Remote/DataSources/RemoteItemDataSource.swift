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
    /// Records a request.
    let pageSize: Int
    /// Answers up to this size are read whole (see ``TodoStream``); a test makes it small.
    let wholeAnswerLimit: Int

    /// A data source for the `todos` under `baseURL`, through `client`, `pageSize` records a request
    /// (250, the size of a page `items list` shows: `sync` over 10,000 todos took 140.8 ms at 100,
    /// 94.7 at 250; a server that caps its pages lower is read at its cap).
    public init(client: any HTTPClient, baseURL: URL, pageSize: Int = 250) {
        self.init(
            client: client, baseURL: baseURL, pageSize: pageSize,
            wholeAnswerLimit: AnswerSizes.readWhole)
    }

    init(client: any HTTPClient, baseURL: URL, pageSize: Int, wholeAnswerLimit: Int) {
        api = RemoteAPI(client: client, baseURL: baseURL)
        self.pageSize = pageSize
        self.wholeAnswerLimit = wholeAnswerLimit
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
        var ahead: [Int: RemoteItemPages] = [:]
        reading: for number in 1... {
            let answer =
                ahead.removeValue(forKey: number)
                ?? pages(number, size: size, ownerID: ownerID, completed: completed)
            var isFirstPage = true
            while let page = try await answer.next() {
                let fresh = page.ids.filter { seen.insert($0).inserted }
                // A server that ignores `_page` sends its first page again: nothing new, the end.
                if fresh.isEmpty, number > 1, isFirstPage { break reading }
                isFirstPage = false
                let freshIDs = Set(fresh)
                elements += page.batch.elements.filter { freshIDs.contains($0.id.rawValue) }
                skipped += page.batch.skipped
                progress(seen.count, page.total)
                if page.isLast || page.total.map({ seen.count >= $0 }) == true { break reading }
                guard page.endsAnswer else { continue }
                if page.isCapped { size = try Self.cappedSize(of: page, number: number) }
                // The pages the server counts are asked for two ahead: it makes one while crew
                // reads another (a whole read of 10,000 todos, 101 requests: 126.4 -> 105.1 ms,
                // see the Performance article).
                guard let total = page.total, number * size < total else { continue }
                for next in number + 1...min(number + 2, (total + size - 1) / size) where ahead[next] == nil {
                    ahead[next] = pages(next, size: size, ownerID: ownerID, completed: completed)
                }
            }
        }
        return RemoteBatch(elements: elements, skipped: skipped)
    }

    /// The answer to a request for page `number`, read a page of `size` records at a time as the
    /// reader takes them, whatever the server sends.
    func pages(_ number: Int, size: Int, ownerID: User.ID?, completed: Bool?) -> RemoteItemPages {
        let endpoint = Endpoint.todos(ownerID: ownerID, completed: completed, page: number, limit: size)
        let pages = RemoteItemPages(
            number: number, size: size, ownerID: ownerID, completed: completed,
            wholeAnswerLimit: wholeAnswerLimit)
        api.client.start(endpoint.request(baseURL: api.baseURL), bodyTo: pages.sink)
        return pages
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
