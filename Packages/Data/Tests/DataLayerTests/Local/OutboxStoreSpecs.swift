import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// The outbox an API's cache keeps (`OutboxStore`), run against each store: a change and its
/// entry in one transaction, provisional ids, settling with the server's id, undoing a command.
@Suite("Outbox store specs")
final class OutboxStoreSpecs {
    private let directory = TemporaryDirectory()

    private func makeSUT(_ kind: StoreKind) async throws -> (any LocalStore, [Item]) {
        let sut = try kind.makeStore(in: directory, contents: .cache(origin: "http://127.0.0.1:80"))
        try await sut.save([makeUser(id: 1)])
        let cached = [makeItem(id: 1, name: "one", owner: 1), makeItem(id: 2, name: "two")]
        try await sut.save(cached)
        return (sut, cached)
    }

    @Test(
        "a change kept offline is in the cache and the outbox at once, made records under ~1, ~2",
        arguments: StoreKind.allCases)
    func queue(kind: StoreKind) async throws {
        let (sut, cached) = try await makeSUT(kind)
        var done = cached[0]
        done.isCompleted = true
        let made = try await sut.queue(
            OfflineChange(updates: [(cached[0], done)], creates: [makeNewItem("a"), makeNewItem("b")]))
        #expect(made.map(\.id.description) == ["~1", "~2"])
        #expect(try await sut.item(withID: done.id)?.isCompleted == true)
        let pending = try await sut.pendingChanges()
        #expect(pending.map(\.action) == [.update, .create, .create])
        #expect(Set(pending.map(\.batch)).count == 1, "one command, one batch")
        #expect(pending[0].base == cached[0] && pending[0].record == done)
        _ = try await sut.queue(OfflineChange(removes: [cached[1]]))
        #expect(try await sut.item(withID: cached[1].id) == nil)
        #expect(
            try await sut.queue(OfflineChange(creates: [makeNewItem("c")])).map(\.id.description) == ["~3"])
        await #expect(throws: DomainError.userNotFound(userID(9))) {
            try await sut.queue(OfflineChange(creates: [makeNewItem("bad", owner: 9)]))
        }
        #expect(try await sut.pendingChanges().count == 5, "a refused change records nothing")
    }

    @Test(
        "settling a create gives the record the server's id, in the cache and in the changes after it",
        arguments: StoreKind.allCases)
    func settleRenumbers(kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        let made = try #require(try await sut.queue(OfflineChange(creates: [makeNewItem("made")])).first)
        var done = made
        done.isCompleted = true
        _ = try await sut.queue(OfflineChange(updates: [(made, done)]))
        let create = try #require(try await sut.pendingChanges().first)
        try await sut.settle(create.number, answer: made.renumbered(id: 201))
        let left = try await sut.pendingChanges()
        #expect(left.count == 1 && left[0].record?.id == itemID(201) && left[0].base?.id == itemID(201))
        #expect(try await sut.item(withID: made.id) == nil)
        #expect(
            try await sut.item(withID: itemID(201))?.isCompleted == true, "the waiting change still shows")
        try await sut.settle(left[0].number, answer: done.renumbered(id: 201))
        #expect(try await sut.pendingChanges().isEmpty)
        #expect(try await sut.item(withID: itemID(201))?.uuid == made.uuid)
    }

    @Test("undo takes back the last command still waiting, all of it", arguments: StoreKind.allCases)
    func undoLastWaiting(kind: StoreKind) async throws {
        let (sut, cached) = try await makeSUT(kind)
        let before = try await sut.items(matching: ItemFilter(), order: .id, page: .first).elements
        var renamed = cached[0]
        renamed.name = itemName("renamed")
        _ = try await sut.queue(
            OfflineChange(updates: [(cached[0], renamed)], creates: [makeNewItem("next")]))
        _ = try await sut.queue(OfflineChange(removes: [cached[1]]))
        #expect(try await sut.undoLastWaiting().map(\.action) == [.remove])
        #expect(try await sut.undoLastWaiting().map(\.action) == [.update, .create])
        #expect(try await sut.items(matching: ItemFilter(), order: .id, page: .first).elements == before)
        #expect(try await sut.undoLastWaiting().isEmpty)
    }
}

extension OutboxStoreSpecs {
    @Test(
        "a user added offline takes the server's id once sent, and the items it owns follow it",
        arguments: StoreKind.allCases)
    func usersAddedOffline(kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        let user = try #require(
            try await sut.queueUsers([makeNewUser(name: "Zoë", email: "zoe@x.org")]).first)
        #expect(user.id.description == "~1")
        await #expect(throws: DomainError.emailAlreadyRegistered(try EmailAddress("zoe@x.org"))) {
            try await sut.queueUsers([makeNewUser(name: "Other", email: "zoe@x.org")])
        }
        var owned = makeNewItem("Welcome")
        owned.ownerID = user.id
        let item = try #require(try await sut.queue(OfflineChange(creates: [owned])).first)
        let pending = try await sut.pendingChanges()
        #expect(pending.map(\.user?.id) == [user.id, nil])
        let server = User(id: userID(31), uuid: user.uuid, name: user.name, email: user.email)
        try await sut.settleUser(pending[0].number, answer: server)
        #expect(try await sut.user(withID: userID(31)) == server)
        #expect(try await sut.user(withID: user.id) == nil)
        #expect(try await sut.item(withID: item.id)?.ownerID == userID(31))
        #expect(
            try await sut.pendingChanges().first?.record?.ownerID == userID(31), "the waiting create follows")
    }
}

extension Item {
    fileprivate func renumbered(id: Int) -> Item {
        Item(id: itemID(id), uuid: uuid, name: name, fields: fields)
    }
}
