import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds `Authorization: Bearer <token>` to every request sent through another client.
public struct AuthorizedHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let token: APIToken

    public init(client: any HTTPClient, token: APIToken) {
        self.client = client
        self.token = token
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.setValue("Bearer \(token.secret)", forHTTPHeaderField: "Authorization")
        return try await client.send(request)
    }
}
