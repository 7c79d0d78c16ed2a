import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import DataLayer

/// The outbox's view of each kind on the server (`RemoteRecords`): a 404 is "none", never a
/// failure, and any other failure still stops the send.
@Suite("Remote records, as the outbox sends them")
struct RemoteRecordsTests {
    @Test("a record the server does not have is none; its removal is done already; items and users alike")
    func missingIsNone() async throws {
        let client = HTTPClientStub { _, _, _ in (404, Data("{}".utf8)) }
        let base = URL(string: "https://api.example")!
        let items = RemoteItemDataSource(client: client, baseURL: base)
        let users = RemoteUserDataSource(client: client, baseURL: base)
        #expect(try await items.serverCopy(of: makeItem(id: 7, name: "gone")) == nil)
        #expect(try await users.serverCopy(of: makeUser(id: 7, name: "Gone", email: "g@x.org")) == nil)
        try await items.removeIfPresent(makeItem(id: 7, name: "gone"))
        try await users.removeIfPresent(makeUser(id: 7, name: "Gone", email: "g@x.org"))
        #expect(
            await client.requestLines == [
                "GET /todos/7", "GET /users/7", "DELETE /todos/7", "DELETE /users/7",
            ])
    }

    @Test("any other failure is the server's, for both kinds", arguments: [401, 500, 503])
    func otherFailuresThrow(status: Int) async throws {
        let client = HTTPClientStub { _, _, _ in (status, Data("{}".utf8)) }
        let base = URL(string: "https://api.example")!
        let items = RemoteItemDataSource(client: client, baseURL: base)
        let users = RemoteUserDataSource(client: client, baseURL: base)
        await #expect(throws: (any Error).self) { try await items.serverCopy(of: makeItem(id: 7, name: "x")) }
        await #expect(throws: (any Error).self) {
            try await users.removeIfPresent(makeUser(id: 7, name: "X", email: "x@x.org"))
        }
    }

    @Test("each kind's records and conflicts are held as that kind")
    func heldAsTheirKind() throws {
        let item = makeItem(id: 3, name: "mine")
        let user = makeUser(id: 3, name: "Ada", email: "ada@x.org")
        #expect(ItemField.held(item) == .item(item))
        #expect(UserField.held(user) == .user(user))
        #expect(ItemField.conflict(on: [.due], theirs: item).fieldNames == ["due"])
        #expect(UserField.conflict(on: [.email], theirs: user).theirs == .user(user))
    }
}
