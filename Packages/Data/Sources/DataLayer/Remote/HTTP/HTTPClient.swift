/// Sends one request. Transport failures throw `RemoteError.connectivity`; any HTTP status is
/// returned as a response, for a mapper to judge.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
