import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("CurlHTTPClient")
struct CurlHTTPClientTests {
    @Test("sends the method, path, query, headers and body, and reads status, headers and body")
    func roundTrip() async throws {
        let server = try LocalHTTPServer { _ in
            .answer(status: 201, headers: ["X-Total-Count": "7"], body: "[1]")
        }
        let request = Endpoint.todos(ownerID: userID(1), completed: nil, page: 2, limit: 3)
            .request(baseURL: server.url.appendingPathComponent("api"))
        var post = Endpoint.createTodo(body: Data(#"{"title":"t"}"#.utf8)).request(baseURL: server.url)
        post.headers["X-Extra"] = "yes"
        let response = try await makeSUT().send(request)
        _ = try await makeSUT().send(post)
        #expect(response == HTTPResponse(status: 201, headers: response.headers, body: Data("[1]".utf8)))
        #expect(response.header("x-total-count") == "7")
        #expect(response.header("X-TOTAL-COUNT") == "7")
        let received = server.requests
        #expect(received.map(\.method) == ["GET", "POST"])
        #expect(received.map(\.target) == ["/api/todos?userId=1&_page=2&_limit=3", "/todos"])
        #expect(received[0].headers["Accept"] == "application/json")
        #expect(received[1].headers["Content-Type"] == "application/json")
        #expect(received[1].headers["X-Extra"] == "yes")
        #expect(received[1].body == #"{"title":"t"}"#)
    }

    @Test(
        "any status comes back as a response, for the mapper to judge",
        arguments: [200, 204, 401, 404, 500, 503])
    func everyStatus(status: Int) async throws {
        let server = try LocalHTTPServer { _ in .answer(status: status, body: status == 204 ? "" : "body") }
        let response = try await makeSUT().send(HTTPRequest(method: "GET", url: server.url))
        #expect(response.status == status)
    }

    @Test(
        "a body sent to a sink arrives in pieces, whole, with its head; a sink that stops ends the transfer")
    func bodyToASink() async throws {
        let body = String(repeating: "0123456789", count: 100_000)
        let server = try LocalHTTPServer { _ in
            .answer(status: 200, headers: ["X-Total-Count": "3"], body: body)
        }
        let whole = BodyCollector(stoppingAfter: nil)
        makeSUT().start(HTTPRequest(method: "GET", url: server.url), bodyTo: whole)
        let answer = try await whole.answer()
        #expect(answer.status == 200)
        #expect(answer.header("X-Total-Count") == "3")
        #expect(answer.body.isEmpty, "the body went to the sink")
        let received = whole.received
        #expect(received.bytes == Data(body.utf8), "\(received.bytes.count) bytes of \(body.utf8.count)")
        #expect(received.pieces > 1)
        let stopping = BodyCollector(stoppingAfter: 1)
        makeSUT().start(HTTPRequest(method: "GET", url: server.url), bodyTo: stopping)
        await #expect(throws: CancellationError.self) { try await stopping.answer() }
        #expect(stopping.received.pieces == 1)
    }

    @Test("a refused connection and an unknown host are connectivity errors")
    func unreachable() async throws {
        let port = try LocalHTTPServer.unusedPort()
        await #expect(throws: RemoteError.connectivity(reason: "cannot connect")) {
            try await makeSUT().send(
                HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:\(port)/users")!))
        }
        await #expect(throws: RemoteError.connectivity(reason: "cannot find the host")) {
            try await makeSUT().send(
                HTTPRequest(method: "GET", url: URL(string: "http://no-such-host.invalid/users")!))
        }
    }

    @Test("a server that never answers is given up after the timeout")
    func hangingServer() async throws {
        let server = try LocalHTTPServer { _ in .hang }
        await #expect(throws: RemoteError.connectivity(reason: "the request timed out")) {
            try await makeSUT(timeout: 1).send(HTTPRequest(method: "GET", url: server.url))
        }
    }

    @Test("a server that drips its answer is given up at the total deadline")
    func drippingServer() async throws {
        let server = try LocalHTTPServer { _ in .drip(body: String(repeating: "x", count: 30), interval: 0.5)
        }
        await #expect(throws: RemoteError.connectivity(reason: "the request timed out")) {
            try await makeSUT(timeout: 1).send(HTTPRequest(method: "GET", url: server.url))
        }
    }

    @Test(
        "streamed to a sink, a dripping answer is given up at the deadline, and a slow reader's waits do not count"
    )
    func deadlineOfAStreamedAnswer() async throws {
        let dripping = try LocalHTTPServer { _ in
            .drip(body: String(repeating: "x", count: 30), interval: 0.5)
        }
        let given = BodyCollector(stoppingAfter: nil)
        makeSUT(timeout: 1).start(HTTPRequest(method: "GET", url: dripping.url), bodyTo: given)
        await #expect(throws: RemoteError.connectivity(reason: "the request timed out")) {
            try await given.answer()
        }
        // The reader holds its first piece 3.5 s, past the 3 s deadline; the transfer's own time
        // is short however loaded the machine. (libcurl looks at its deadline between reads of
        // about 1.6 MB: a smaller body would never be timed.)
        let size = 4 << 20
        let prompt = try LocalHTTPServer { _ in
            .answer(status: 200, body: String(repeating: "y", count: size))
        }
        let slow = BodyCollector(stoppingAfter: nil, waitingAtFirstPiece: 3.5)
        makeSUT(timeout: 3).start(HTTPRequest(method: "GET", url: prompt.url), bodyTo: slow)
        #expect(try await slow.answer().status == 200)
        #expect(slow.received.bytes.count == size)
    }

    @Test(
        "abandoned, a request waiting on a silent server and one whose sink waits for a reader stop, and so does any sent after"
    )
    func abandoned() async throws {
        let silent = try LocalHTTPServer { _ in .hang }
        let streaming = try LocalHTTPServer { _ in
            .answer(status: 200, body: String(repeating: "z", count: 4 << 20))
        }
        // Long enough for any machine to abandon them first, short enough that a transfer not
        // abandoned fails the test within seconds.
        let sut = makeSUT(timeout: 20)
        let waiting = Task { try await sut.send(HTTPRequest(method: "GET", url: silent.url)) }
        let unread = WaitingSink()
        sut.start(HTTPRequest(method: "GET", url: streaming.url), bodyTo: unread)
        await unread.firstPiece()
        #expect(sut.abandonTransfers(waitingUpTo: .seconds(10)), "every transfer left libcurl")
        await #expect(throws: CancellationError.self) { try await waiting.value }
        await #expect(throws: CancellationError.self) { try await unread.answer() }
        await #expect(throws: CancellationError.self) {
            try await sut.send(HTTPRequest(method: "GET", url: silent.url))
        }
    }

    @Test("an answer cut short, or no answer at all, is invalid data")
    func cutShort() async throws {
        for reply in [LocalHTTPServer.Reply.cutShort, .close] {
            let server = try LocalHTTPServer { _ in reply }
            await #expect(throws: RemoteError.invalidData(reason: "the answer was cut short")) {
                try await makeSUT().send(HTTPRequest(method: "GET", url: server.url))
            }
        }
    }

    @Test("a redirect is followed, but the token goes only to the first host")
    func redirects() async throws {
        let other = try LocalHTTPServer { _ in .answer(status: 200, body: "elsewhere") }
        let origin = try LocalHTTPServer { request in
            request.target == "/here"
                ? .answer(status: 200, body: "here")
                : .answer(
                    status: 302,
                    headers: ["Location": request.target == "/same" ? "/here" : "\(other.url)/there"])
        }
        let sut = AuthorizedHTTPClient(client: makeSUT(), token: try #require(APIToken("s3cret")))
        #expect(
            try await sut.send(HTTPRequest(method: "GET", url: origin.url.appendingPathComponent("same")))
                .body == Data("here".utf8))
        #expect(origin.requests.map { $0.headers["Authorization"] } == ["Bearer s3cret", "Bearer s3cret"])
        #expect(
            try await sut.send(HTTPRequest(method: "GET", url: origin.url.appendingPathComponent("away")))
                .body == Data("elsewhere".utf8))
        #expect(other.requests.map { $0.headers["Authorization"] } == [nil])
    }

    @Test("the token is sent, and appears in no error's description")
    func bearerToken() async throws {
        let secret = "s3cr3t-token-value"
        let server = try LocalHTTPServer { _ in .answer(status: 401, body: #"{"error":"no"}"#) }
        let sut = AuthorizedHTTPClient(client: makeSUT(), token: try #require(APIToken(secret)))
        let response = try await sut.send(Endpoint.users.request(baseURL: server.url))
        #expect(server.requests.first?.headers["Authorization"] == "Bearer \(secret)")
        var descriptions: [String] = []
        do {
            let _: [UserDTO] = try ResponseMapper.map(response)
        } catch {
            descriptions += [String(describing: error), String(reflecting: error)]
            #expect(error == .credentialsRefused(status: 401))
        }
        let token = try #require(APIToken(secret))
        descriptions += [String(describing: token), String(reflecting: token), "\(token)"]
        var dumped = ""
        dump(token, to: &dumped)
        descriptions.append(dumped)
        #expect(descriptions.count == 6)
        #expect(descriptions.allSatisfy { !$0.contains(secret) }, "\(descriptions)")
    }

    @Test("a blank token is no token")
    func blankToken() {
        #expect(APIToken("") == nil)
        #expect(APIToken("  ") == nil)
    }

    // MARK: - Helpers

    private func makeSUT(timeout: TimeInterval = 5) -> CurlHTTPClient {
        CurlHTTPClient(timeout: timeout)
    }
}

/// A sink that keeps what it receives, and stops after `stoppingAfter` pieces if asked.
private final class BodyCollector: HTTPBodySink {
    private let kept = Mutex((bytes: Data(), pieces: 0))
    private let stoppingAfter: Int?
    private let waitingAtFirstPiece: TimeInterval
    private let ended: AsyncStream<Result<HTTPResponse, any Error>>
    private let end: AsyncStream<Result<HTTPResponse, any Error>>.Continuation

    /// `waitingAtFirstPiece` seconds at its first piece, the sink holds the transfer back, as a slow reader does.
    init(stoppingAfter: Int?, waitingAtFirstPiece: TimeInterval = 0) {
        self.stoppingAfter = stoppingAfter
        self.waitingAtFirstPiece = waitingAtFirstPiece
        (ended, end) = AsyncStream.makeStream()
    }

    var received: (bytes: Data, pieces: Int) { kept.withLock { $0 } }

    func receive(_ bytes: UnsafeRawBufferPointer, head: HTTPResponse) -> Bool {
        let pieces = kept.withLock { received in
            received.bytes.append(contentsOf: bytes)
            received.pieces += 1
            return received.pieces
        }
        if pieces == 1, waitingAtFirstPiece > 0 { usleep(useconds_t(waitingAtFirstPiece * 1_000_000)) }
        return stoppingAfter.map { pieces < $0 } ?? true
    }

    func finish(_ answer: Result<HTTPResponse, any Error>) {
        end.yield(answer)
        end.finish()
    }

    /// The transfer's end, waited for.
    func answer() async throws -> HTTPResponse {
        for await answer in ended { return try answer.get() }
        throw CancellationError()
    }
}

/// A sink that waits at its first piece for a reader that never comes, until it is abandoned (or
/// 30 s pass).
private final class WaitingSink: HTTPBodySink {
    private let reader = DispatchSemaphore(value: 0)
    private let arrived: AsyncStream<Void>
    private let arrival: AsyncStream<Void>.Continuation
    private let ended: AsyncStream<Result<HTTPResponse, any Error>>
    private let end: AsyncStream<Result<HTTPResponse, any Error>>.Continuation

    init() {
        (arrived, arrival) = AsyncStream.makeStream()
        (ended, end) = AsyncStream.makeStream()
    }

    func receive(_ bytes: UnsafeRawBufferPointer, head: HTTPResponse) -> Bool {
        arrival.yield()
        arrival.finish()
        // Not for ever: a sink never told fails the test instead of holding it.
        _ = reader.wait(timeout: .now() + 30)
        return false
    }

    func finish(_ answer: Result<HTTPResponse, any Error>) {
        end.yield(answer)
        end.finish()
    }

    func abandon() { reader.signal() }

    /// Returns once the first piece has come.
    func firstPiece() async {
        for await _ in arrived { return }
    }

    func answer() async throws -> HTTPResponse {
        for await answer in ended { return try answer.get() }
        throw CancellationError()
    }
}
