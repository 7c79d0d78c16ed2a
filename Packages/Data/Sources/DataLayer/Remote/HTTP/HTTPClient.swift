/// Sends one request. Transport failures throw `RemoteError.connectivity`; any HTTP status is
/// returned as a response, for a mapper to judge.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's answer, whatever its status; a network failure throws.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
