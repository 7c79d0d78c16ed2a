import DataLayer
import Foundation

/// An `HTTPClient` double: answers each request from a routing closure (method and path) and
/// records every request it was sent. `goOffline()` makes every later request fail to connect.
actor HTTPClientStub: HTTPClient {
    typealias Route = @Sendable (_ method: String, _ path: String, _ request: HTTPRequest) -> (Int, Data)?

    private(set) var requests: [HTTPRequest] = []
    private var route: Route
    private var isOffline = false

    init(route: @escaping Route) {
        self.route = route
    }

    func goOffline() { isOffline = true }

    func reroute(_ route: @escaping Route) { self.route = route }

    var requestLines: [String] {
        requests.map { "\($0.method) \($0.url.path)\($0.url.query.map { "?\($0)" } ?? "")" }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        if isOffline { throw RemoteError.connectivity(reason: "cannot connect") }
        guard let (status, body) = route(request.method, request.url.path, request) else {
            return HTTPResponse(status: 404, body: Data("{}".utf8))
        }
        return HTTPResponse(status: status, body: body)
    }
}
