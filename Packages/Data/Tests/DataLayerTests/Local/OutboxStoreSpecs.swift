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
        "the highest change a sync began to send is kept, and never goes back", arguments: StoreKind.allCases)
    func sentThrough(kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        #expect(try await sut.sentThrough() == 0)
        try await sut.markSending(3)
        try await sut.markSending(2)
        #expect(try await sut.sentThrough() == 3)
        try await sut.markSending(7)
        #expect(try await sut.sentThrough() == 7)
    }

    @Test(
        "provisional ids are never given twice, even after the items that had them are gone",
        arguments: StoreKind.allCases)
    func provisionalIDsAreNeverReused(kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        let first = try await sut.queue(OfflineChange(creates: [makeNewItem("A"), makeNewItem("B")]))
        #expect(first.map(\.id.provisionalNumber) == [1, 2])
        _ = try await sut.undoLastWaiting()
        let again = try await sut.queue(OfflineChange(creates: [makeNewItem("C")]))
        #expect(again.map(\.id.provisionalNumber) == [3])
        let zoe = NewUser(name: try PersonName("Zoë"), email: try EmailAddress("z@x.org"))
        #expect(try await sut.queueUsers([zoe]).map(\.id.provisionalNumber) == [1])
        _ = try await sut.undoLastWaiting()
        let yan = NewUser(name: try PersonName("Yan"), email: try EmailAddress("y@x.org"))
        #expect(try await sut.queueUsers([yan]).map(\.id.provisionalNumber) == [2])
    }

    @Test(
        "settling a change while an earlier one waits in conflict shows both: the answer, that change's fields over it",
        arguments: StoreKind.allCases)
    func settleKeepsAnEarlierConflict(kind: StoreKind) async throws {
        let (sut, cached) = try await makeSUT(kind)
        var due = cached[0]
        due.due = dueDate("2031-03-03")
        _ = try await sut.queue(OfflineChange(updates: [(cached[0], due)]))
        var done = due
        done.isCompleted = true
        _ = try await sut.queue(OfflineChange(updates: [(due, done)]))
        var theirs = cached[0]
        theirs.due = dueDate("2031-04-04")
        let waiting = try await sut.pendingChanges()
        try await sut.markConflict(waiting[0].number, .item(fields: [.due], theirs: theirs))
        var answered = theirs
        answered.isCompleted = true
        try await sut.settle(waiting[1].number, answer: .item(answered))
        let shown = try #require(try await sut.item(withID: cached[0].id))
        #expect(shown.isCompleted, "the done the server took is shown")
        #expect(shown.due == dueDate("2031-03-03"), "the due day still in conflict is shown as mine")
        #expect(try await sut.pendingChanges().map(\.number) == [waiting[0].number])
    }

    @Test(
        "two senders of one outbox take turns, and one killed never leaves it held",
        arguments: StoreKind.allCases)
    func sendersTakeTurns(kind: StoreKind) async throws {
        let (first, second) = try kind.makeTwoStoresOnOneDatabase(
            in: directory, contents: .cache(origin: "http://127.0.0.1:80"))
        let turns = TurnRecorder()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (store, name) in [(first, "first"), (second, "second"), (first, "third")] {
                group.addTask {
                    try await store.sendingAlone {
                        await turns.enter(name)
                        try await Task.sleep(nanoseconds: 30_000_000)
                        await turns.leave(name)
                    }
                }
            }
            try await group.waitForAll()
        }
        let log = await turns.log
        #expect(await turns.overlapped == false, "\(log)")
        #expect(log.count == 6)
        // A sender whose body failed gives the outbox back.
        await #expect(throws: DomainError.unavailable(reason: "down")) {
            try await first.sendingAlone { throw DomainError.unavailable(reason: "down") }
        }
        #expect(try await second.sendingAlone { "sent" } == "sent")
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
        try await sut.settle(create.number, answer: .item(made.renumbered(id: 201)))
        let left = try await sut.pendingChanges()
        #expect(left.count == 1 && left[0].record?.id == itemID(201) && left[0].base?.id == itemID(201))
        #expect(try await sut.item(withID: made.id) == nil)
        #expect(
            try await sut.item(withID: itemID(201))?.isCompleted == true, "the waiting change still shows")
        try await sut.settle(left[0].number, answer: .item(done.renumbered(id: 201)))
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
        try await sut.settle(pending[0].number, answer: .user(server))
        #expect(try await sut.user(withID: userID(31)) == server)
        #expect(try await sut.user(withID: user.id) == nil)
        #expect(try await sut.item(withID: item.id)?.ownerID == userID(31))
        #expect(
            try await sut.pendingChanges().first?.record?.ownerID == userID(31), "the waiting create follows")
    }
}

extension OutboxStoreSpecs {
    @Test(
        "a user edited offline is in the cache and the outbox at once; a taken e-mail writes nothing; undo takes it back",
        arguments: StoreKind.allCases)
    func userEditedOffline(kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        let ada = try #require(try await sut.user(withID: userID(1)))
        try await sut.save([makeUser(id: 2, name: "Grace", email: "grace@x.org")])
        var renamed = ada
        renamed.name = try PersonName("Ada King")
        var taken = ada
        taken.email = try EmailAddress("grace@x.org")
        await #expect(throws: DomainError.emailAlreadyRegistered(taken.email)) {
            try await sut.queue(OfflineChange(userUpdates: [(ada, taken)]))
        }
        #expect(try await sut.pendingChanges().isEmpty, "the refused edit left no entry")
        _ = try await sut.queue(OfflineChange(userUpdates: [(ada, renamed)]))
        #expect(try await sut.user(withID: ada.id) == renamed)
        let pending = try await sut.pendingChanges()
        #expect(pending.map(\.action) == [.update])
        #expect(pending[0].userChange == WaitingUserChange(base: ada, record: renamed))
        #expect(pending[0].itemID == nil, "a user's change names no item")
        let undone = try await sut.undoLastWaiting()
        #expect(undone.map(\.number) == pending.map(\.number))
        #expect(try await sut.user(withID: ada.id) == ada)
        #expect(try await sut.pendingChanges().isEmpty)
    }

    @Test(
        "a user removed offline goes after its handover, keeps the handover, and comes back with undo",
        arguments: StoreKind.allCases)
    func userRemovedOffline(kind: StoreKind) async throws {
        let (sut, cached) = try await makeSUT(kind)
        let ada = try #require(try await sut.user(withID: userID(1)))
        await #expect(throws: (any Error).self, "an item still owned keeps the user") {
            try await sut.queue(OfflineChange(userRemoves: [(ada, .release)]))
        }
        #expect(try await sut.user(withID: ada.id) == ada)
        #expect(try await sut.pendingChanges().isEmpty)
        var released = cached[0]
        released.ownerID = nil
        _ = try await sut.queue(
            OfflineChange(updates: [(cached[0], released)], userRemoves: [(ada, .release)]))
        #expect(try await sut.user(withID: ada.id) == nil)
        #expect(try await sut.item(withID: cached[0].id)?.ownerID == nil)
        let pending = try await sut.pendingChanges()
        #expect(pending.map(\.action) == [.update, .remove], "the handover is sent first")
        #expect(pending[1].userChange == WaitingUserChange(base: ada, record: nil, handover: .release))
        _ = try await sut.undoLastWaiting()
        #expect(try await sut.user(withID: ada.id) == ada)
        #expect(try await sut.item(withID: cached[0].id) == cached[0])
        try await sut.save([makeUser(id: 4, name: "Grace", email: "grace@x.org")])
        _ = try await sut.queue(
            OfflineChange(
                updates: [(cached[0], cached[0].owned(by: 4))], userRemoves: [(ada, .reassign(to: userID(4)))]
            ))
        #expect(try await sut.pendingChanges().last?.userChange?.handover == .reassign(to: userID(4)))
        try await sut.settle(try #require(try await sut.pendingChanges().last).number, answer: nil)
        #expect(try await sut.user(withID: ada.id) == nil)
        #expect(try await sut.pendingChanges().map(\.action) == [.update])
    }

    @Test(
        "a user added offline then edited and named as an heir: once sent, every later change names the server's id",
        arguments: StoreKind.allCases)
    func userAddedThenChanged(kind: StoreKind) async throws {
        let (sut, cached) = try await makeSUT(kind)
        let ada = try #require(try await sut.user(withID: userID(1)))
        let zoe = try #require(try await sut.queueUsers([makeNewUser(name: "Zoë", email: "zoe@x.org")]).first)
        var renamed = zoe
        renamed.name = try PersonName("Zoë Ray")
        _ = try await sut.queue(OfflineChange(userUpdates: [(zoe, renamed)]))
        _ = try await sut.queue(
            OfflineChange(
                updates: [(cached[0], cached[0].owned(by: zoe.id.rawValue))],
                userRemoves: [(ada, .reassign(to: zoe.id))]))
        let server = User(id: userID(31), uuid: zoe.uuid, name: zoe.name, email: zoe.email)
        try await sut.settle(try await sut.pendingChanges()[0].number, answer: .user(server))
        let pending = try await sut.pendingChanges()
        #expect(pending.map(\.userChange?.id) == [userID(31), nil, ada.id])
        #expect(pending[0].userChange?.record?.name == renamed.name, "the edit follows the new id")
        #expect(pending[1].record?.ownerID == userID(31), "so does the handover's item")
        #expect(pending[2].userChange?.handover == .reassign(to: userID(31)), "and the removal's heir")
        #expect(
            try await sut.user(withID: userID(31))?.name == renamed.name,
            "the cache shows the edit still waiting")
        #expect(try await sut.item(withID: cached[0].id)?.ownerID == userID(31))
    }

    @Test(
        "a user's conflict is kept with the server's user; rebased it can be sent, dropped the server's stays",
        arguments: StoreKind.allCases)
    func userConflicts(kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        let ada = try #require(try await sut.user(withID: userID(1)))
        var mine = ada
        mine.name = try PersonName("Ada Mine")
        var theirs = ada
        theirs.name = try PersonName("Ada Theirs")
        _ = try await sut.queue(OfflineChange(userUpdates: [(ada, mine)]))
        let number = try #require(try await sut.pendingChanges().first).number
        try await sut.markConflict(number, .user(fields: [.name], theirs: theirs))
        #expect(try await sut.pendingChanges().first?.userChange?.conflicts == [.name])
        #expect(try await sut.pendingChanges().first?.userChange?.theirs == theirs)
        #expect(try await sut.pendingChanges().first?.isConflict == true)
        try await sut.rebase(number, base: .user(theirs), record: .user(mine))
        #expect(
            try await sut.pendingChanges().first?.userChange == WaitingUserChange(base: theirs, record: mine))
        try await sut.markConflict(number, .user(fields: [.name], theirs: theirs))
        try await sut.drop(number, keeping: .user(theirs))
        #expect(try await sut.pendingChanges().isEmpty)
        #expect(try await sut.user(withID: ada.id) == theirs)
    }
}

extension Item {
    fileprivate func renumbered(id: Int) -> Item {
        Item(id: itemID(id), uuid: uuid, name: name, fields: fields)
    }

    fileprivate func owned(by owner: Int) -> Item {
        var item = self
        item.ownerID = User.ID(rawValue: owner)
        return item
    }
}
