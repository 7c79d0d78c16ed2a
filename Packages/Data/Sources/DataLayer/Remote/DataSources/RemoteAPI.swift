import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends an endpoint's request and maps the answer: what both remote data sources share.
struct RemoteAPI: Sendable {
    let client: any HTTPClient
    let baseURL: URL

    /// Decodes the answer; a 404 becomes `notFound` (the domain's "no such user/item").
    func fetch<T: Decodable>(_ endpoint: Endpoint, notFound: DomainError? = nil) async throws -> (
        T, HTTPResponse
    ) {
        let response = try await client.send(endpoint.request(baseURL: baseURL))
        if let notFound, response.status == 404 { throw notFound }
        return (try ResponseMapper.map(response), response)
    }

    /// A listing of todos, read by ``TodoListReader`` (JSONDecoder for what it leaves).
    func fetchTodos(_ endpoint: Endpoint) async throws -> ([TodoDTO?], HTTPResponse) {
        let response = try await client.send(endpoint.request(baseURL: baseURL))
        return (try Self.todos(in: response), response)
    }

    /// The todos of an answer read whole.
    static func todos(in response: HTTPResponse) throws(RemoteError) -> [TodoDTO?] {
        if (200..<300).contains(response.status), let todos = TodoListReader.todos(in: response.body) {
            return todos
        }
        let elements: [LossyElement<TodoDTO>] = try ResponseMapper.map(response)
        return elements.map(\.value)
    }

    /// Decodes the answer; `nil` when the server has no such record (a 404).
    func fetchIfPresent<T: Decodable>(_ endpoint: Endpoint, as type: T.Type) async throws -> T? {
        let response = try await client.send(endpoint.request(baseURL: baseURL))
        return response.status == 404 ? nil : try ResponseMapper.map(response) as T
    }

    /// Sends the request; a 404 (the record is gone already) is as good as done.
    func sendIfPresent(_ endpoint: Endpoint) async throws {
        let response = try await client.send(endpoint.request(baseURL: baseURL))
        if response.status != 404 { try ResponseMapper.mapEmpty(response) }
    }

    func send(_ endpoint: Endpoint, notFound: DomainError? = nil) async throws {
        let response = try await client.send(endpoint.request(baseURL: baseURL))
        if let notFound, response.status == 404 { throw notFound }
        try ResponseMapper.mapEmpty(response)
    }

    func encode<Body: Encodable>(_ body: Body) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(body)
    }
}
