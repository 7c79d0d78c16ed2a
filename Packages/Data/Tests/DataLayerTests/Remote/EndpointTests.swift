import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Endpoint")
struct EndpointTests {
    @Test(
        "each endpoint's request has its method, URL, headers and body",
        arguments: [
            (Endpoint.users, "GET", "/api/users", nil),
            (.user(userID(3)), "GET", "/api/users/3", nil),
            (
                .createUser(body: Data(#"{"email":"a@b.co","name":"A"}"#.utf8)), "POST", "/api/users",
                #"{"email":"a@b.co","name":"A"}"#
            ),
            (
                .updateUser(userID(3), body: Data(#"{"name":"B"}"#.utf8)), "PATCH", "/api/users/3",
                #"{"name":"B"}"#
            ),
            (.deleteUser(userID(3)), "DELETE", "/api/users/3", nil),
            (.todos(ownerID: nil, completed: nil, page: nil, limit: nil), "GET", "/api/todos", nil),
            (
                .todos(ownerID: userID(1), completed: false, page: 2, limit: 50), "GET",
                "/api/todos?userId=1&completed=false&_page=2&_limit=50", nil
            ),
            (.todo(itemID(9)), "GET", "/api/todos/9", nil),
            (.createTodo(body: Data(#"{"title":"t"}"#.utf8)), "POST", "/api/todos", #"{"title":"t"}"#),
            (
                .updateTodo(itemID(9), body: Data(#"{"completed":true}"#.utf8)), "PATCH", "/api/todos/9",
                #"{"completed":true}"#
            ),
            (.deleteTodo(itemID(9)), "DELETE", "/api/todos/9", nil),
        ] as [(Endpoint, String, String, String?)])
    func request(endpoint: Endpoint, method: String, pathAndQuery: String, body: String?) throws {
        let request = endpoint.request(baseURL: try #require(URL(string: "https://example.com/api")))
        #expect(request.method == method)
        #expect(request.url.path + (request.url.query.map { "?\($0)" } ?? "") == pathAndQuery)
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["Content-Type"] == (body == nil ? nil : "application/json"))
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == body)
        #expect(request.headers["Authorization"] == nil)
    }
}
