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

    private let api: RemoteAPI
    private let pageSize: Int

    /// A data source for the `todos` under `baseURL`, through `client`, `pageSize` records a request.
    public init(client: any HTTPClient, baseURL: URL, pageSize: Int = 100) {
        api = RemoteAPI(client: client, baseURL: baseURL)
        self.pageSize = pageSize
    }

    /// Every item matching the filters, asked of the server and checked here, read page by page (`_page`,
    /// `_limit`,
    /// `X-Total-Count`). Invalid records are skipped and counted. A server that ignores paging
    /// and sends everything at once is handled too.
    public func items(
        ownerID: User.ID? = nil, completed: Bool? = nil, progress: Progress = { _, _ in }
    ) async throws -> RemoteBatch<Item> {
        var dtos: [TodoDTO?] = []
        var seen = Set<Int>()
        for page in 1... {
            let endpoint = Endpoint.todos(ownerID: ownerID, completed: completed, page: page, limit: pageSize)
            let (elements, response): ([LossyElement<TodoDTO>], _) = try await api.fetch(endpoint)
            let batch = elements.map(\.value)
            let fresh = batch.filter { $0.map { seen.insert($0.id).inserted } ?? true }
            dtos += fresh
            let total = response.header("X-Total-Count").flatMap { Int($0) }
            progress(dtos.count, total)
            let isLastPage =
                batch.count < pageSize || fresh.allSatisfy({ $0 == nil }) || batch.count > pageSize
            if isLastPage || total.map({ dtos.count >= $0 }) == true { break }
        }
        // A server that ignores the filters (json-server-py ignores `?userId=`) sends the other
        // records too: only those that match are kept (an invalid one is counted as before).
        let matching = dtos.filter { dto in
            guard let dto else { return true }
            let ownerMatches = ownerID.map { dto.userId == $0.rawValue } ?? true
            return ownerMatches && (completed.map { dto.completed == $0 } ?? true)
        }
        return RemoteBatch(matching) { try $0.toDomain() }
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
        let (elements, _): ([LossyElement<TodoDTO>], _) = try await api.fetch(.todoWithIdentity(uuid))
        return try elements.compactMap(\.value).first {
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
