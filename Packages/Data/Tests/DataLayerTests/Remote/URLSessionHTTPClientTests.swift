import DataLayer
import Domain
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSessionHTTPClient")
struct URLSessionHTTPClientTests {
    @Test(
        "sends each endpoint's method, URL, headers and body",
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
    func sendsEndpoint(endpoint: Endpoint, method: String, pathAndQuery: String, body: String?) async throws {
        let host = URLProtocolStub.host(answering: .init(status: 200, body: Data("[]".utf8)))
        let (sut, _) = makeSUT()
        _ = try await sut.send(endpoint.request(baseURL: URL(string: "https://\(host)/api")!))
        let received = try #require(URLProtocolStub.received(by: host).first)
        #expect(received.method == method)
        #expect(received.url.path + (received.url.query.map { "?\($0)" } ?? "") == pathAndQuery)
        #expect(received.headers["Accept"] == "application/json")
        #expect(received.headers["Content-Type"] == (body == nil ? nil : "application/json"))
        #expect(received.body.map { String(decoding: $0, as: UTF8.self) } == body)
        #expect(received.headers["Authorization"] == nil)
    }

    @Test(
        "returns the data and response of any status, for the mapper to judge",
        arguments: [200, 201, 204, 400, 404, 500, 503])
    func deliversEveryStatus(status: Int) async throws {
        let host = URLProtocolStub.host(
            answering: .init(status: status, body: Data("body".utf8), headers: ["X-Total-Count": "7"]))
        let (data, response) = try await makeSUT().client.send(
            URLRequest(url: URL(string: "https://\(host)/users")!))
        #expect(response.statusCode == status)
        #expect(data == Data("body".utf8))
        #expect(response.value(forHTTPHeaderField: "X-Total-Count") == "7")
    }

    @Test(
        "a transport failure is a connectivity error",
        arguments: [
            (URLError.Code.timedOut, "the request timed out"), (.cannotConnectToHost, "cannot connect"),
            (.notConnectedToInternet, "cannot connect"), (.cannotFindHost, "cannot find the host"),
        ])
    func transportFailure(code: URLError.Code, reason: String) async throws {
        let host = URLProtocolStub.host(answering: .init(error: URLError(code)))
        await #expect(throws: RemoteError.connectivity(reason: reason)) {
            try await makeSUT().client.send(URLRequest(url: URL(string: "https://\(host)/users")!))
        }
    }

    @Test("every request carries the configured timeout")
    func appliesTimeout() async throws {
        let host = URLProtocolStub.host(answering: .init())
        let sut = URLSessionHTTPClient(session: URLProtocolStub.session(), timeout: 3)
        var request = URLRequest(url: URL(string: "https://\(host)/users")!)
        request.timeoutInterval = 60
        _ = try await sut.send(request)
        #expect(URLProtocolStub.received(by: host).map(\.timeout) == [3])
    }

    @Test("the bearer token is sent when configured, and appears in no error's description")
    func bearerToken() async throws {
        let secret = "s3cr3t-token-value"
        let host = URLProtocolStub.host(answering: .init(status: 500, body: Data(#"{"error":"boom"}"#.utf8)))
        let (plain, _) = makeSUT()
        let sut = AuthorizedHTTPClient(client: plain, token: try #require(APIToken(secret)))
        let (data, response) = try await sut.send(
            Endpoint.users.request(baseURL: URL(string: "https://\(host)")!))
        #expect(URLProtocolStub.received(by: host).first?.headers["Authorization"] == "Bearer \(secret)")

        var descriptions: [String] = []
        do {
            let _: [UserDTO] = try ResponseMapper.map(data, from: response)
        } catch {
            descriptions += [String(describing: error), String(reflecting: error), "\(error)"]
        }
        let offlineHost = URLProtocolStub.host(answering: .init(error: URLError(.cannotConnectToHost)))
        do {
            _ = try await sut.send(Endpoint.users.request(baseURL: URL(string: "https://\(offlineHost)")!))
        } catch {
            descriptions += [String(describing: error), String(reflecting: error)]
        }
        let token = try #require(APIToken(secret))
        descriptions += [String(describing: token), String(reflecting: token), "\(token)"]
        var dumped = ""
        dump(token, to: &dumped)
        descriptions.append(dumped)
        #expect(descriptions.count == 9)
        #expect(descriptions.allSatisfy { !$0.contains(secret) }, "\(descriptions)")
    }

    @Test("a blank token is no token")
    func blankToken() {
        #expect(APIToken("") == nil)
        #expect(APIToken("  ") == nil)
    }

    // MARK: - Helpers

    private func makeSUT() -> (client: URLSessionHTTPClient, session: URLSession) {
        let session = URLProtocolStub.session()
        return (URLSessionHTTPClient(session: session, timeout: 5), session)
    }
}
