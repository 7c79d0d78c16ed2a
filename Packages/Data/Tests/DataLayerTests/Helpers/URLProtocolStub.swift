import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Intercepts every request of a `URLSession` configured with it. Tests run in parallel, so
/// each test gets its own host name and the stubs are kept per host.
final class URLProtocolStub: URLProtocol {
    struct Stub: Sendable {
        var status = 200
        var body = Data()
        var headers: [String: String] = [:]
        var error: URLError?
    }

    /// A recorded request: what reached the network layer, body included.
    struct Received: Sendable {
        let method: String
        let url: URL
        let headers: [String: String]
        let body: Data?
        let timeout: TimeInterval
    }

    private static let registry = Locked<[String: (stub: Stub, received: [Received])]>([:])

    /// A fresh host for one test, answering with `stub`.
    static func host(answering stub: Stub) -> String {
        let host = "test-\(UUID().uuidString.lowercased()).example"
        registry.withLock { $0[host] = (stub, []) }
        return host
    }

    static func received(by host: String) -> [Received] {
        registry.withLock { $0[host]?.received ?? [] }
    }

    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let host = url.host else { return }
        let received = Received(
            method: request.httpMethod ?? "GET", url: url, headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody ?? request.httpBodyStream.map(Self.read), timeout: request.timeoutInterval)
        let stub = Self.registry.withLock { entries -> Stub? in
            entries[host]?.received.append(received)
            return entries[host]?.stub
        }
        guard let stub else { return }
        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
            return
        }
        let response = HTTPURLResponse(
            url: url, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: stub.headers)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: stub.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    private static func read(_ stream: InputStream) -> Data {
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
