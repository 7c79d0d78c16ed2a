import DataLayer
import Foundation

/// An in-memory server speaking the remote contract (users and todos, json-server style),
/// used as the `HTTPClient` of the remote repositories. It can go offline or fail with a status.
actor FakeRemoteAPI: HTTPClient {
    private(set) var users: [Int: UserDTO] = [:]
    private(set) var todos: [Int: TodoDTO] = [:]
    private(set) var requestLines: [String] = []
    /// Each request's path and query, as sent.
    private(set) var requestedURLs: [String] = []
    private var pagesListings = false
    private var pageCap = Int.max
    private var failingOnce: [String: Int] = [:]
    private var listsNewestFirst = false
    private var offline: RemoteError?
    private var failures: [(status: Int, method: String?, afterRequests: Int)] = []
    private var answersMalformed = false
    private var rawTodos: [String] = []
    private var nextID = 1000

    init(users: [UserDTO] = [], todos: [TodoDTO] = []) {
        for user in users { self.users[user.id] = user }
        for todo in todos { self.todos[todo.id] = todo }
    }

    /// A server with one user and `count` pending todos of hers ("todo 1"…), listing them a page
    /// at a time as asked: what the tests of pages a cache records read.
    static func pagingPendingTodos(_ count: Int) async -> FakeRemoteAPI {
        let api = FakeRemoteAPI(
            users: [UserDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")],
            todos: (1...count).map { TodoDTO(id: $0, title: "todo \($0)", completed: false, userId: 1) })
        await api.pageListings()
        return api
    }

    /// Every request fails before reaching a server, with `error`.
    func goOffline(with error: RemoteError = .connectivity(reason: "cannot connect")) { offline = error }
    func comeBack() { offline = nil }

    /// Every request of `method` (any method when nil) answers `status`, once `afterRequests` of them succeeded.
    func fail(with status: Int, method: String? = nil, afterRequests: Int = 0) {
        failures.append((status, method, afterRequests))
    }

    /// Every request is answered 200 with a body that is not JSON.
    func answerMalformed() { answersMalformed = true }

    /// A todo listed as the server sends it, whatever its shape (`"completed": "yes"`).
    func appendRawTodo(_ json: String) { rawTodos.append(json) }

    func removeTodo(_ id: Int) { todos[id] = nil }

    /// Listings honour `_page` and `_limit`, as json-server does (by default the whole listing is sent).
    func pageListings() { pagesListings = true }

    /// Listings honour `_limit` up to `cap` records a page, as many APIs do, and say how many
    /// records there are in all (`X-Total-Count`).
    func capPages(at cap: Int) {
        pagesListings = true
        pageCap = cap
    }

    /// Listings send the newest todo first: an order crew cannot follow page by page.
    func listNewestFirst() { listsNewestFirst = true }

    func setTodo(_ todo: TodoDTO) { todos[todo.id] = todo }

    func setUser(_ user: UserDTO) { users[user.id] = user }

    /// The next request to `path` answers `status`; the ones after it are served.
    func failNextRequest(to path: String, with status: Int) { failingOnce[path] = status }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let method = request.method
        let url = request.url
        requestLines.append("\(method) \(url.path)")
        requestedURLs.append(url.path + (url.query.map { "?" + $0 } ?? ""))
        if let offline { throw offline }
        if answersMalformed { return HTTPResponse(status: 200, body: Data("this is not json".utf8)) }
        if let status = failingOnce.removeValue(forKey: url.path) { return HTTPResponse(status: status) }
        if let index = failures.firstIndex(where: { $0.method == nil || $0.method == method }) {
            if failures[index].afterRequests == 0 { return HTTPResponse(status: failures[index].status) }
            failures[index].afterRequests -= 1
        }
        let parts = url.pathComponents.filter { $0 != "/" }
        let query = Dictionary(
            (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map {
                ($0.name, $0.value ?? "")
            },
            uniquingKeysWith: { first, _ in first })
        switch (method, parts.first, parts.count > 1 ? Int(parts[1]) : nil) {
        case ("GET", "users", nil): return ok(url, users.values.sorted { $0.id < $1.id })
        case ("GET", "users", let id?): return users[id].map { ok(url, $0) } ?? notFound(url)
        case ("POST", "users", nil):
            let body = try JSONDecoder().decode(UserBody.self, from: request.body!)
            let user = UserDTO(id: assignID(), name: body.name, email: body.email)
            users[user.id] = user
            return ok(url, user, status: 201)
        case ("PATCH", "users", let id?):
            guard users[id] != nil else { return notFound(url) }
            let body = try JSONDecoder().decode(UserBody.self, from: request.body!)
            users[id] = UserDTO(id: id, name: body.name, email: body.email)
            return ok(url, users[id]!)
        case ("DELETE", "users", let id?):
            return users.removeValue(forKey: id) == nil ? notFound(url) : ok(url, [String: String]())
        case ("GET", "todos", nil):
            var matching = todos.values.sorted { $0.id < $1.id }.filter { todo in
                (query["userId"].map { Int($0) == todo.userId } ?? true)
                    && (query["completed"].map { $0 == String(todo.completed) } ?? true)
            }
            if listsNewestFirst { matching.reverse() }
            if pagesListings, let page = query["_page"].flatMap(Int.init),
                let asked = query["_limit"].flatMap(Int.init)
            {
                let (limit, total) = (min(asked, pageCap), matching.count)
                matching = Array(matching.dropFirst((page - 1) * limit).prefix(limit))
                return HTTPResponse(
                    status: 200, headers: ["X-Total-Count": String(total)],
                    body: try! Self.encoded(matching))
            }
            guard !rawTodos.isEmpty else { return ok(url, matching) }
            let listed = try! Self.encoded(matching)
            let body =
                String(decoding: listed.dropLast(), as: UTF8.self) + (matching.isEmpty ? "" : ",")
                + rawTodos.joined(separator: ",") + "]"
            return HTTPResponse(status: 200, body: Data(body.utf8))
        case ("GET", "todos", let id?): return todos[id].map { ok(url, $0) } ?? notFound(url)
        case ("POST", "todos", nil):
            let body = try JSONDecoder().decode(TodoBody.self, from: request.body!)
            let todo = TodoDTO(
                id: assignID(), title: body.title, completed: body.completed, userId: body.userId)
            todos[todo.id] = todo
            return ok(url, todo, status: 201)
        case ("PATCH", "todos", let id?):
            guard let todo = todos[id] else { return notFound(url) }
            // The fields the body names, over the record's others, as json-server merges them (a
            // change made offline sends only the fields it changed).
            let body = try JSONSerialization.jsonObject(with: request.body ?? Data()) as? [String: Any] ?? [:]
            let owner: Int? = body.keys.contains("userId") ? body["userId"] as? Int : todo.userId
            todos[id] = TodoDTO(
                id: id, title: body["title"] as? String ?? todo.title,
                completed: body["completed"] as? Bool ?? todo.completed, userId: owner, crewId: todo.crewId)
            return ok(url, todos[id]!)
        case ("DELETE", "todos", let id?):
            return todos.removeValue(forKey: id) == nil ? notFound(url) : ok(url, [String: String]())
        default:
            return notFound(url)
        }
    }

    private func assignID() -> Int {
        nextID += 1
        return nextID
    }

    /// Members in one order, as a server sends the same record the same way each time (a
    /// dictionary's members would come in any order, and no answer would ever be the same).
    private func ok<Body: Encodable>(_ url: URL, _ body: Body, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, body: try! Self.encoded(body))
    }

    private static func encoded<Body: Encodable>(_ body: Body) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(body)
    }

    private func notFound(_ url: URL) -> HTTPResponse {
        HTTPResponse(status: 404, body: Data("{}".utf8))
    }
}
