/// Adds `Authorization: Bearer <token>` to every request sent through another client.
public struct AuthorizedHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let token: APIToken

    /// A client that sends through `client` with `token` as its bearer token.
    public init(client: any HTTPClient, token: APIToken) {
        self.client = client
        self.token = token
    }

    /// Sends `request` with the `Authorization` header added.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        request.headers["Authorization"] = "Bearer \(token.secret)"
        return try await client.send(request)
    }
}
