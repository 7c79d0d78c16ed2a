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
        #expect(report.addedUsers == [makeUser(id: 7, name: "Ada", email: "ada@x.org")])
        #expect(report.addedItems == [makeItem(id: 12, name: "milk", done: true, owner: 7)])
        #expect(
            try await StoreContentsSnapshot(of: sut)
                == StoreContentsSnapshot(users: report.addedUsers, items: report.addedItems))
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
