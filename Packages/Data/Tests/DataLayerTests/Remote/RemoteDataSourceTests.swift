import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import DataLayer

@Suite("Remote data sources")
struct RemoteDataSourceTests {
    @Test("reads every page of todos, reporting progress against X-Total-Count")
    func readsAllPages() async throws {
        let all = (1...5).map {
            #"{"id": \#($0), "title": "todo \#($0)", "completed": false, "userId": null}"#
        }
        let client = HTTPClientStub { _, _, request in
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)!.queryItems ?? []
            let page = Int(query.first { $0.name == "_page" }?.value ?? "1")!
            let slice = all.dropFirst((page - 1) * 2).prefix(2)
            return (200, Data("[\(slice.joined(separator: ","))]".utf8))
        }
        let progress = ProgressRecorder()
        let sut = makeSUT(client, base: "https://api.example", pageSize: 2)
        let batch = try await sut.items { received, total in progress.record(received, total) }
        #expect(batch.elements.map(\.id.rawValue) == [1, 2, 3, 4, 5])
        #expect(
            await client.requestLines == [
                "GET /todos?_page=1&_limit=2", "GET /todos?_page=2&_limit=2", "GET /todos?_page=3&_limit=2",
            ])
        #expect(progress.values == [2, 4, 5])
    }

    @Test("a server that ignores paging and sends everything is read once")
    func serverIgnoringPaging() async throws {
        let client = HTTPClientStub { _, _, _ in (200, Fixtures.data(Fixtures.todos)) }
        let sut = makeSUT(client, base: "https://api.example", pageSize: 2)
        let batch = try await sut.items()
        #expect(batch.elements.count == 3)
        #expect(await client.requests.count == 1)
    }

    @Test(
        "a server that sends everything at once, its answer read as it arrives a page at a time, is read once"
    )
    func serverIgnoringPagingIsStreamed() async throws {
        let todos = (1...7).map { #"{"id": \#($0), "title": "todo \#($0)", "completed": false}"# }
        let client = HTTPClientStub { _, _, _ in (200, Data(("[" + todos.joined(separator: ",") + "]").utf8))
        }
        let sut = RemoteItemDataSource(
            client: client, baseURL: URL(string: "https://api.example")!, pageSize: 2, wholeAnswerLimit: 0)
        let progress = ProgressRecorder()
        let batch = try await sut.items { received, total in progress.record(received, total) }
        #expect(batch.elements.map(\.id.rawValue) == Array(1...7))
        #expect(progress.values == [2, 4, 6, 7], "a page at a time")
        #expect(await client.requests.count == 1)
    }

    @Test("filters by owner and status on the server")
    func serverSideFilters() async throws {
        let client = HTTPClientStub { _, _, _ in (200, Data("[]".utf8)) }
        let sut = makeSUT(client, base: "https://api.example/v1", pageSize: 50)
        _ = try await sut.items(ownerID: userID(4), completed: true)
        #expect(await client.requestLines == ["GET /v1/todos?userId=4&completed=true&_page=1&_limit=50"])
    }

    @Test("a 404 on one record is the domain's not found")
    func notFound() async {
        let client = HTTPClientStub { _, _, _ in (404, Data("{}".utf8)) }
        let items = makeSUT(client)
        let users = RemoteUserDataSource(client: client, baseURL: URL(string: "https://api.example")!)
        await #expect(throws: DomainError.itemNotFound(itemID(7))) { try await items.item(itemID(7)) }
        await #expect(throws: DomainError.itemNotFound(itemID(7))) { try await items.delete(itemID(7)) }
        await #expect(throws: DomainError.userNotFound(userID(7))) { try await users.user(userID(7)) }
    }

    @Test("creating sends the body in the contract's shape and returns the server's id")
    func createSendsBody() async throws {
        let client = HTTPClientStub { method, _, request in
            guard method == "POST" else { return nil }
            var body = try! JSONSerialization.jsonObject(with: request.body!) as! [String: Any]
            body["id"] = 201
            return (201, try! JSONSerialization.data(withJSONObject: body))
        }
        let sut = makeSUT(client)
        let created = try await sut.create(makeNewItem("Buy milk", owner: 1))
        #expect(created == makeItem(id: 201, name: "Buy milk", owner: 1))
        let sent = try #require(await client.requests.first?.body)
        #expect(
            String(decoding: sent, as: UTF8.self)
                == #"{"completed":false,"completedAt":null,"createdAt":null,"due":null,"estimate":null,"every":null,"notes":[],"priority":null,"tags":[],"title":"Buy milk","userId":1}"#
        )
    }

    // MARK: - Helpers

    /// The item data source against `client`, at `base`, reading pages of `pageSize`.
    private func makeSUT(
        _ client: HTTPClientStub, base: String = "https://api.example", pageSize: Int = 100
    ) -> RemoteItemDataSource {
        RemoteItemDataSource(client: client, baseURL: URL(string: base)!, pageSize: pageSize)
    }
}

/// Collects progress reports from a `@Sendable` callback.
final class ProgressRecorder: Sendable {
    private let storage = Locked<[Int]>([])

    func record(_ received: Int, _ total: Int?) {
        storage.withLock { $0.append(received) }
    }

    var values: [Int] { storage.withLock { $0 } }
}
