import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every route of the remote contract (JSONPlaceholder / json-server shape). Items are
/// `todos` on the wire.
public enum Endpoint: Sendable, Equatable {
    /// `GET /users`.
    case users
    /// `GET /users/ID`.
    case user(User.ID)
    /// `GET /users?crewId=…`: the user crew created with this identity, if the server has it.
    case userWithIdentity(UUID)
    /// `POST /users`.
    case createUser(body: Data)
    /// `PATCH /users/ID`.
    case updateUser(User.ID, body: Data)
    /// `DELETE /users/ID`.
    case deleteUser(User.ID)
    /// `GET /todos`, optionally filtered by owner and status, one page at a time.
    case todos(ownerID: User.ID?, completed: Bool?, page: Int?, limit: Int?)
    /// `GET /todos/ID`.
    case todo(Item.ID)
    /// `GET /todos?crewId=…`: the record crew created with this identity, if the server has it.
    case todoWithIdentity(UUID)
    /// `POST /todos`.
    case createTodo(body: Data)
    /// `PATCH /todos/ID`.
    case updateTodo(Item.ID, body: Data)
    /// `DELETE /todos/ID`.
    case deleteTodo(Item.ID)

    /// The request for this route under `baseURL` (which may carry a path prefix, as in `/api`).
    public func request(baseURL: URL) -> HTTPRequest {
        var components = URLComponents(url: url(from: baseURL), resolvingAgainstBaseURL: false)
        let items = queryItems
        // Written as text: every name and value is crew's own (digits, `true`/`false`, a UUID's
        // hex and dashes), none to encode, and Foundation's `queryItems` setter joined them
        // generically, looking its types up at run time at every request's first (callgrind:
        // 196,000 of `items list -n 10`'s instructions).
        if !items.isEmpty {
            components?.percentEncodedQuery = items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        }
        var request = HTTPRequest(
            method: method, url: components?.url ?? url(from: baseURL),
            headers: ["Accept": "application/json"])
        if let body {
            request.body = body
            request.headers["Content-Type"] = "application/json"
        }
        return request
    }

    private var method: String {
        switch self {
        case .users, .user, .userWithIdentity, .todos, .todo, .todoWithIdentity: "GET"
        case .createUser, .createTodo: "POST"
        case .updateUser, .updateTodo: "PATCH"
        case .deleteUser, .deleteTodo: "DELETE"
        }
    }

    private var path: [String] {
        switch self {
        case .users, .createUser, .userWithIdentity: ["users"]
        case .user(let id), .updateUser(let id, _), .deleteUser(let id): ["users", String(id.rawValue)]
        case .todos, .createTodo, .todoWithIdentity: ["todos"]
        case .todo(let id), .updateTodo(let id, _), .deleteTodo(let id): ["todos", String(id.rawValue)]
        }
    }

    private var body: Data? {
        switch self {
        case .createUser(let body), .updateUser(_, let body), .createTodo(let body), .updateTodo(_, let body):
            body
        default: nil
        }
    }

    private var queryItems: [(name: String, value: String)] {
        if case .userWithIdentity(let uuid) = self {
            return [("crewId", uuid.uuidString.lowercased())]
        }
        if case .todoWithIdentity(let uuid) = self {
            return [("crewId", uuid.uuidString.lowercased())]
        }
        guard case .todos(let ownerID, let completed, let page, let limit) = self else { return [] }
        var items: [(name: String, value: String)] = []
        if let ownerID { items.append(("userId", String(ownerID.rawValue))) }
        if let completed { items.append(("completed", String(completed))) }
        if let page { items.append(("_page", String(page))) }
        if let limit { items.append(("_limit", String(limit))) }
        return items
    }

    private func url(from baseURL: URL) -> URL {
        path.reduce(baseURL) { $0.appendingPathComponent($1) }
    }
}
