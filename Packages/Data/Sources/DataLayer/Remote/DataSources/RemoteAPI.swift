import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends an endpoint's request and maps the answer: what both remote data sources share.
struct RemoteAPI: Sendable {
    let client: any HTTPClient
    let baseURL: URL

    /// Decodes the answer; a 404 becomes `notFound` (the domain's "no such user/item").
    func fetch<T: Decodable>(_ endpoint: Endpoint, notFound: DomainError? = nil) async throws -> (
        T, HTTPURLResponse
    ) {
        let (data, response) = try await client.send(endpoint.request(baseURL: baseURL))
        if let notFound, response.statusCode == 404 { throw notFound }
        return (try ResponseMapper.map(data, from: response), response)
    }

    func send(_ endpoint: Endpoint, notFound: DomainError? = nil) async throws {
        let (data, response) = try await client.send(endpoint.request(baseURL: baseURL))
        if let notFound, response.statusCode == 404 { throw notFound }
        try ResponseMapper.mapEmpty(data, from: response)
    }

    func encode<Body: Encodable>(_ body: Body) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(body)
    }
}
