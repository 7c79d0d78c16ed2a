import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPClient` over a `URLSession` that the composition root creates and passes in
/// (there is no shared session here). Every request gets the configured timeout.
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let timeout: TimeInterval

    public init(session: URLSession, timeout: TimeInterval) {
        self.session = session
        self.timeout = timeout
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.timeoutInterval = timeout
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            // The URL error's code says what failed; its text could echo the request, so it is not kept.
            throw RemoteError.connectivity(reason: Self.reason(for: error))
        }
        guard let http = response as? HTTPURLResponse else {
            throw RemoteError.connectivity(reason: "the response was not HTTP")
        }
        return (data, http)
    }

    private static func reason(for error: any Error) -> String {
        guard let urlError = error as? URLError else { return "the request failed" }
        switch urlError.code {
        case .timedOut: return "the request timed out"
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet: return "cannot connect"
        case .cannotFindHost, .dnsLookupFailed: return "cannot find the host"
        case .secureConnectionFailed, .serverCertificateUntrusted: return "the secure connection failed"
        default: return "the request failed (URL error \(urlError.code.rawValue))"
        }
    }
}
