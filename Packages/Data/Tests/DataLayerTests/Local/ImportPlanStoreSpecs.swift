import DataLayer
import Domain
import DomainTestSupport
import Testing

/// How every local store applies an import plan: all of it in one transaction, or nothing.
@Suite("Import plan store specs")
final class ImportPlanStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test(
        "requested ids are kept, and item owners point at the users the plan added",
        arguments: StoreKind.allCases)
    func keepsRequestedIDs(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let report = try await sut.apply(
            StoreImportPlan(
                newUsers: [
                    NewUser(
                        name: try PersonName("Ada"), email: try EmailAddress("ada@x.org"),
                        requestedID: userID(7))
                ],
                matchedUsers: [],
                items: [
                    PlannedItem(item: requested(makeNewItem("milk", done: true), 12), owner: .added(index: 0))
                ]))
        #expect(report.addedUsers.map(withoutIdentity) == [makeUser(id: 7, name: "Ada", email: "ada@x.org")])
        #expect(
            report.addedItems.map(withoutIdentity) == [makeItem(id: 12, name: "milk", done: true, owner: 7)])
        #expect(
            try await StoreContentsSnapshot(of: sut)
                == StoreContentsSnapshot(users: report.addedUsers, items: report.addedItems))
    }

    @Test(
        "a replacing plan removes every user and item first, keeps the plan's ids, and one undo puts the store back",
        arguments: StoreKind.allCases)
    func replacesEverything(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        _ = try await sut.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        _ = try await sut.insert(makeNewUser(name: "Bob", email: "bob@x.org"))
        let held = try await sut.insert([
            makeNewItem("one", owner: 1), makeNewItem("two", owner: 2), makeNewItem("three"),
        ])
        let before = try await StoreContentsSnapshot(of: sut)
        var kept = NewItem(held[1], requestedID: itemID(2))
        kept.name = itemName("two, as the backup has it")
        kept.ownerID = nil
        let report = try await sut.apply(
            StoreImportPlan(
                newUsers: [
                    NewUser(
                        name: try PersonName("Chloé"), email: try EmailAddress("chloe@x.org"),
                        requestedID: userID(5))
                ],
                matchedUsers: [],
                items: [
                    PlannedItem(item: kept, owner: .nobody),
                    PlannedItem(item: requested(makeNewItem("nine"), 9), owner: .added(index: 0)),
                ], replacesEverything: true))
        #expect(report.removedUsers == 2 && report.removedItems == 3)
        #expect(report.itemsAlreadyThere == 0, "an identity the store held before is not 'already here'")
        let after = try await StoreContentsSnapshot(of: sut)
        #expect(after.users.map(\.email.value) == ["chloe@x.org"])
        #expect(after.items.map(\.id) == itemIDs(2, 9))
        #expect(after.items.map(\.name.value) == ["two, as the backup has it", "nine"])
        #expect(after.items.first?.uuid == held[1].uuid)
        _ = try #require(try await sut.undoLastChange())
        #expect(try await StoreContentsSnapshot(of: sut) == before)
    }

    @Test(
        "an item whose identity is here already is left as it is and counted; the rest is added",
        arguments: StoreKind.allCases)
    func itemsAlreadyThere(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let kept = try await sut.insert([makeNewItem("kept")])[0]
        var same = makeNewItem("kept, as the backup has it")
        same.uuid = kept.uuid
        var other = makeNewItem("new")
        other.uuid = RecordIdentity.new()
        let report = try await sut.apply(
            StoreImportPlan(
                newUsers: [], matchedUsers: [],
                items: [PlannedItem(item: same, owner: .nobody), PlannedItem(item: other, owner: .nobody)]))
        #expect(report.itemsAlreadyThere == 1)
        #expect(report.addedItems.map(\.uuid) == [other.uuid])
        #expect(try await sut.item(withID: kept.id)?.name.value == "kept")
        let again = try await sut.apply(
            StoreImportPlan(
                newUsers: [], matchedUsers: [],
                items: [PlannedItem(item: same, owner: .nobody), PlannedItem(item: other, owner: .nobody)]))
        #expect(again.itemsAlreadyThere == 2 && again.addedItems.isEmpty)
        #expect(try await sut.counts(matching: ItemFilter()).total == 2)
        #expect(try await sut.recentChanges(limit: 5).first?.kind == .import)
    }

    @Test(
        "an identity an item brings along that is taken refuses the insert, naming it",
        arguments: StoreKind.allCases)
    func identityTaken(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let kept = try await sut.insert([makeNewItem("kept")])[0]
        var same = makeNewItem("again")
        same.uuid = kept.uuid
        await #expect(throws: DomainError.itemIdentityTaken(kept.uuid)) {
            try await sut.insert([makeNewItem("ok"), same])
        }
        #expect(try await sut.counts(matching: ItemFilter()).total == 1)
    }

    @Test(
        "a taken id, a taken e-mail or a matched user who is gone stores nothing of the plan",
        arguments: StoreKind.allCases, ["item id", "user id", "email", "matched user"])
    func allOrNothing(kind: StoreKind, problem: String) async throws {
        let sut = try kind.makeStore(in: directory)
        let ada = try await sut.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        _ = try await sut.insert([makeNewItem("kept")])
        let before = try await StoreContentsSnapshot(of: sut)
        var newUser = makeNewUser(name: "Bob", email: problem == "email" ? "ada@x.org" : "bob@x.org")
        if problem == "user id" { newUser.requestedID = ada.id }
        let matched = problem == "matched user" ? [makeUser(id: 9, email: "zed@x.org")] : [ada]
        let item = problem == "item id" ? requested(makeNewItem("clash"), 1) : makeNewItem("fine")
        await #expect(throws: (any Error).self) {
            try await sut.apply(
                StoreImportPlan(
                    newUsers: [newUser], matchedUsers: matched,
                    items: [
                        PlannedItem(item: makeNewItem("first"), owner: .added(index: 0)),
                        PlannedItem(item: item, owner: .nobody),
                    ]))
        }
        #expect(try await StoreContentsSnapshot(of: sut) == before)
    }

    private func requested(_ item: NewItem, _ id: Int) -> NewItem {
        var item = item
        item.requestedID = itemID(id)
        return item
    }
}
