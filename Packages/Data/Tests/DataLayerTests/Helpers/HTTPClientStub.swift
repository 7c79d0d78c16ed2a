import DataLayer
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` double: answers each request from a routing closure (method and path) and
/// records every request it was sent. `goOffline()` makes every later request fail to connect.
actor HTTPClientStub: HTTPClient {
    typealias Route = @Sendable (_ method: String, _ path: String, _ request: URLRequest) -> (Int, Data)?

    private(set) var requests: [URLRequest] = []
    private var route: Route
    private var isOffline = false

    init(route: @escaping Route) {
        self.route = route
    }

    func goOffline() { isOffline = true }

    func reroute(_ route: @escaping Route) { self.route = route }

    var requestLines: [String] {
        requests.map {
            "\($0.httpMethod ?? "?") \($0.url?.path ?? "")\($0.url?.query.map { "?\($0)" } ?? "")"
        }
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        if isOffline { throw RemoteError.connectivity(reason: "cannot connect") }
        let method = request.httpMethod ?? "GET"
        let path = request.url?.path ?? "/"
        guard let (status, body) = route(method, path, request) else {
            return (Data("{}".utf8), Self.response(request, status: 404))
        }
        return (body, Self.response(request, status: status))
    }

    static func response(_ request: URLRequest, status: Int, headers: [String: String] = [:])
        -> HTTPURLResponse
    {
        HTTPURLResponse(
            url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }
}
