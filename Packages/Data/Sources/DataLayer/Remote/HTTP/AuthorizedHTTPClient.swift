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
        try await client.send(authorized(request))
    }

    /// Starts `request` with the `Authorization` header added, its body going to `sink`.
    public func start(_ request: HTTPRequest, bodyTo sink: any HTTPBodySink) {
        client.start(authorized(request), bodyTo: sink)
    }

    private func authorized(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.headers["Authorization"] = "Bearer \(token.secret)"
        return request
    }
}
