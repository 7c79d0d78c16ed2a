import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// The undo journal every local store keeps, run against each implementation.
@Suite("Journal store specs")
final class JournalStoreSpecs {
    private let directory = TemporaryDirectory()

    /// One kind of change, made on a store that already holds two users and three items.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (any LocalStore & ImportPlanStore) async throws -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "add items") {
            try await _ = $0.insert([makeNewItem("new"), makeNewItem("newer", owner: 1)])
        },
        Change(name: "complete items") { store in
            try await store.update([
                makeItem(id: 1, name: "one", done: true), makeItem(id: 2, name: "two", done: true),
            ])
        },
        Change(name: "rename an item") { try await $0.update([makeItem(id: 3, name: "renamed", owner: 2)]) },
        Change(name: "assign an item") { try await $0.update([makeItem(id: 1, name: "one", owner: 2)]) },
        Change(name: "remove items") { try await _ = $0.deleteItems([itemID(1), itemID(3)]) },
        Change(name: "add a user") { try await _ = $0.insert(makeNewUser(name: "Chloé", email: "c@x.org")) },
        Change(name: "edit a user") {
            try await _ = $0.update(makeUser(id: 1, name: "Ada Byron", email: "ada.byron@x.org"))
        },
        Change(name: "remove a user, reassigning items") {
            try await _ = $0.deleteUser(userID(2), handingItemsOver: .reassign(to: userID(1)))
        },
        Change(name: "remove a user, releasing items") {
            try await _ = $0.deleteUser(userID(2), handingItemsOver: .release)
        },
        Change(name: "import users and items") { store in
            _ = try await store.apply(
                StoreImportPlan(
                    newUsers: [makeNewUser(name: "Dan", email: "dan@x.org")],
                    matchedUsers: [makeUser(id: 1, email: "ada@x.org")],
                    items: [
                        PlannedItem(item: makeNewItem("imported"), owner: .added(index: 0)),
                        PlannedItem(item: makeNewItem("also imported"), owner: .existing(userID(1))),
                    ]))
        },
    ]

    @Test(
        "undo puts back exactly what each kind of change touched, with the same ids",
        arguments: StoreKind.allCases, changes)
    func undoRestoresEachChange(kind: StoreKind, change: Change) async throws {
        let sut = try await makeSeededSUT(kind)
        let before = try await StoreContentsSnapshot(of: sut)
        try await change.make(sut)
        let after = try await StoreContentsSnapshot(of: sut)
        #expect(after != before)
        let undone = try #require(try await sut.undoLastChange())
        #expect(try await StoreContentsSnapshot(of: sut) == before)
        #expect(Set(undone.users.compactMap(\.after)).isSubset(of: Set(after.users)))
        #expect(Set(undone.items.compactMap(\.before)).isSubset(of: Set(before.items)))
    }

    @Test(
        "the journal lists changes newest first, each with the records it touched",
        arguments: StoreKind.allCases)
    func listsChangesNewestFirst(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser(email: "ada@x.org"))
        let added = try await sut.insert([makeNewItem("milk", owner: ada.id.rawValue)])
        var done = added[0]
        done.isCompleted = true
        try await sut.update([done])
        let changes = try await sut.recentChanges(limit: 10)
        #expect(changes.count == 3)
        #expect(changes.map(\.sequence) == changes.map(\.sequence).sorted(by: >))
        #expect(changes[0].items == [TouchedRecord(before: added[0], after: done)])
        #expect(changes[1].items == [TouchedRecord(before: nil, after: added[0])])
        #expect(changes[2].users == [TouchedRecord(before: nil, after: ada)])
        #expect(try await sut.recentChanges(limit: 1).count == 1)
    }

    @Test(
        "an item's own history is the changes that touched it, newest first, each cut to its steps",
        arguments: StoreKind.allCases)
    func itemHistory(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let added = try await sut.insert([makeNewItem("milk"), makeNewItem("bread")])
        var both = added
        both[0].isCompleted = true
        both[1].isCompleted = true
        try await sut.update(both)
        var renamed = both[1]
        renamed.name = itemName("rye bread")
        try await sut.update([renamed])
        let milk = try await sut.changes(toItem: added[0].id, limit: 10)
        #expect(milk.count == 2)
        #expect(milk.map(\.sequence) == milk.map(\.sequence).sorted(by: >))
        #expect(
            milk.allSatisfy {
                $0.users.isEmpty && $0.items.allSatisfy { ($0.before ?? $0.after)?.id == added[0].id }
            })
        #expect(milk.first?.items.first?.after?.isCompleted == true)
        #expect(milk.last?.items.first?.before == nil, "the oldest is its creation")
        let bread = try await sut.changes(toItem: added[1].id, limit: 2)
        #expect(bread.count == 2)
        #expect(bread.first?.items.first?.after?.name == itemName("rye bread"))
        #expect(try await sut.changes(toItem: itemID(999), limit: 10).isEmpty)
    }

    @Test(
        "a hundred undos in a row walk the store back to empty, then there is nothing to undo",
        arguments: StoreKind.allCases)
    func hundredUndos(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser(email: "ada@x.org"))
        for index in 1...99 {
            let item = try await sut.insert([
                makeNewItem("item \(index)", owner: index % 2 == 0 ? ada.id.rawValue : nil)
            ])
            if index % 10 == 0 { _ = try await sut.deleteItems([item[0].id]) }
        }
        var undone = 0
        while try await sut.undoLastChange() != nil { undone += 1 }
        #expect(undone == 109)
        #expect(try await StoreContentsSnapshot(of: sut) == StoreContentsSnapshot(users: [], items: []))
    }

    @Test("a write that changes nothing leaves no journal entry", arguments: StoreKind.allCases)
    func emptyChangesLeaveNoEntry(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        #expect(try await !sut.update(makeUser(id: 5)))
        #expect(try await !sut.deleteUser(userID(5), handingItemsOver: .refuse))
        #expect(try await sut.recentChanges(limit: 10).isEmpty)
        #expect(try await sut.undoLastChange() == nil)
    }

    @Test("a write that puts a record back as it was leaves no journal entry", arguments: StoreKind.allCases)
    func writeOfSameValuesLeavesNoEntry(kind: StoreKind) async throws {
        let sut = try await makeSeededSUT(kind)
        let before = try await sut.recentChanges(limit: 10)
        let one = try #require(try await sut.item(withID: itemID(1)))
        try await sut.update([one])
        let ada = try #require(try await sut.user(withID: userID(1)))
        #expect(try await sut.update(ada))
        #expect(try await sut.recentChanges(limit: 10) == before)
    }

    @Test(
        "a thousand changes that change nothing push no real change out of the journal",
        arguments: StoreKind.allCases)
    func emptyChangesKeepHistory(kind: StoreKind) async throws {
        let sut = try await makeSeededSUT(kind)
        let before = try await sut.recentChanges(limit: 10)
        let one = try #require(try await sut.item(withID: itemID(1)))
        for _ in 0..<1_001 { try await sut.update([one]) }
        #expect(try await sut.recentChanges(limit: 10) == before)
        #expect(try await sut.undoLastChange() == before.first)
    }

    @Test(
        "a replacing import of what the store already holds is one change: undo takes back that, not the change before",
        arguments: StoreKind.allCases)
    func replacingWithTheSameIsAChange(kind: StoreKind) async throws {
        let sut = try await makeSeededSUT(kind)
        let before = try await StoreContentsSnapshot(of: sut)
        let previous = try await sut.newestChangeNumber()
        _ = try await sut.apply(
            StoreImportPlan(
                newUsers: before.users.map {
                    NewUser(uuid: $0.uuid, name: $0.name, email: $0.email, requestedID: $0.id)
                },
                matchedUsers: [],
                items: before.items.map {
                    PlannedItem(
                        item: NewItem($0, requestedID: $0.id),
                        owner: $0.ownerID.map { .existing($0) } ?? .nobody)
                },
                replacesEverything: true))
        #expect(try await StoreContentsSnapshot(of: sut) == before)
        #expect(try await sut.newestChangeNumber() != previous, "journaled")
        _ = try await sut.undoLastChange()
        #expect(
            try await StoreContentsSnapshot(of: sut) == before, "the replace undone, the seed's last add kept"
        )
    }

    @Test("undoing an import removes every record it added, items and users", arguments: StoreKind.allCases)
    func undoOfAdditions(kind: StoreKind) async throws {
        let sut = try await makeSeededSUT(kind)
        let before = try await StoreContentsSnapshot(of: sut)
        let plan = StoreImportPlan(
            newUsers: [makeNewUser(name: "Cy", email: "cy@x.org")], matchedUsers: [],
            items: (1...300).map { number in
                var item = makeNewItem("imported \(number)")
                item.tags = tags("t\(number % 5)")
                return PlannedItem(item: item, owner: .added(index: 0))
            })
        _ = try await sut.apply(plan)
        _ = try await sut.undoLastChange()
        #expect(try await StoreContentsSnapshot(of: sut) == before)
    }

    @Test(
        "the newest change's number follows the journal, and an undone number is never used again",
        arguments: StoreKind.allCases)
    func newestChangeNumber(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        #expect(try await sut.newestChangeNumber() == nil)
        _ = try await sut.insert([makeNewItem("first")])
        let first = try #require(try await sut.recentChanges(limit: 1).first?.sequence)
        #expect(try await sut.newestChangeNumber() == first)
        _ = try await sut.insert([makeNewItem("second")])
        let second = try #require(try await sut.newestChangeNumber())
        #expect(second > first)
        _ = try await sut.undoLastChange()
        #expect(try await sut.newestChangeNumber() == first)
        _ = try await sut.insert([makeNewItem("third")])
        #expect(try #require(try await sut.newestChangeNumber()) > second)
    }

    @Test(
        "a cache keeps no journal: the API refills it, and there is nothing to undo",
        arguments: StoreKind.allCases)
    func cacheKeepsNoJournal(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory, contents: .cache(origin: "http://127.0.0.1:80"))
        try await sut.save([makeUser(id: 1)])
        try await sut.save([makeItem(id: 1, owner: 1)])
        #expect(try await sut.recentChanges(limit: 10).isEmpty)
        #expect(try await sut.undoLastChange() == nil)
    }

    // MARK: - Helpers

    private func makeSUT(_ kind: StoreKind) throws -> any LocalStore & JournalStore & ImportPlanStore {
        try kind.makeStore(in: directory)
    }

    /// Two users (1 ada@x.org, 2 bob@x.org) and three items (1 "one" and 2 "two" unowned, 3 owned by 2).
    private func makeSeededSUT(_ kind: StoreKind) async throws -> any LocalStore & JournalStore
        & ImportPlanStore
    {
        let sut = try makeSUT(kind)
        _ = try await sut.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        _ = try await sut.insert(makeNewUser(name: "Bob", email: "bob@x.org"))
        _ = try await sut.insert([makeNewItem("one"), makeNewItem("two"), makeNewItem("three", owner: 2)])
        return sut
    }
}
