import DataLayer
import Domain
import DomainTestSupport
import Testing

/// Behaviours every `UserStore` must have, run against each implementation.
@Suite("User store specs")
final class UserStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test("an empty store has no users", arguments: StoreKind.allCases)
    func emptyStore(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let page = try await sut.users(matching: nil, page: .first)
        #expect(page.elements.isEmpty)
        #expect(page.next == nil)
        #expect(try await sut.user(withID: userID(1)) == nil)
    }

    @Test("inserted users get increasing ids and read back", arguments: StoreKind.allCases)
    func insertAndRead(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser(name: "Ada", email: "ada@example.com"))
        let bob = try await sut.insert(makeNewUser(name: "Bob", email: "bob@example.com"))
        #expect(ada.id < bob.id)
        #expect(try await sut.user(withID: ada.id) == ada)
        #expect(try await sut.user(withEmail: try EmailAddress("BOB@example.com")) == bob)
        #expect(try await sut.users(matching: nil, page: .first).elements == [ada, bob])
    }

    @Test(
        "a taken e-mail is refused on insert and on update, and nothing changes",
        arguments: StoreKind.allCases)
    func uniqueEmail(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser(name: "Ada", email: "ada@example.com"))
        var bob = try await sut.insert(makeNewUser(name: "Bob", email: "bob@example.com"))
        await #expect(throws: DomainError.emailAlreadyRegistered(ada.email)) {
            try await sut.insert(makeNewUser(name: "Other", email: "ADA@example.com"))
        }
        bob.email = ada.email
        await #expect(throws: DomainError.emailAlreadyRegistered(ada.email)) { try await sut.update(bob) }
        #expect(
            try await sut.users(matching: nil, page: .first).elements.map(\.name.value) == ["Ada", "Bob"])
        #expect(try await sut.user(withID: bob.id)?.email.value == "bob@example.com")
    }

    @Test("updating changes a user; updating a missing user reports it", arguments: StoreKind.allCases)
    func update(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        var ada = try await sut.insert(makeNewUser())
        ada.name = try PersonName("Ada King")
        #expect(try await sut.update(ada))
        #expect(try await sut.user(withID: ada.id) == ada)
        #expect(try await !sut.update(makeUser(id: 99)))
    }

    @Test(
        "search finds users by name or e-mail, ignoring case, and pages by id", arguments: StoreKind.allCases)
    func searchAndPaging(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        for (name, email) in [("Ada", "ada@math.org"), ("Ölaf", "olaf@example.com"), ("Bob", "bob@MATH.org")]
        {
            _ = try await sut.insert(makeNewUser(name: name, email: email))
        }
        #expect(
            try await sut.users(matching: query("math"), page: .first).elements.map(\.name.value) == [
                "Ada", "Bob",
            ])
        #expect(
            try await sut.users(matching: query("öla"), page: .first).elements.map(\.name.value) == ["Ölaf"])
        let first = try await sut.users(matching: nil, page: pageOf(2))
        #expect(first.elements.map(\.name.value) == ["Ada", "Ölaf"])
        let second = try await sut.users(matching: nil, page: try #require(first.next))
        #expect(second.elements.map(\.name.value) == ["Bob"])
        #expect(second.next == nil)
    }

    @Test("a user who owns items is not deleted without a handover", arguments: StoreKind.allCases)
    func deleteRefusedWhileOwning(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser())
        _ = try await sut.insert([
            makeNewItem("a", owner: ada.id.rawValue), makeNewItem("b", owner: ada.id.rawValue),
        ])
        await #expect(throws: DomainError.userOwnsItems(ada.id, count: 2)) {
            try await sut.deleteUser(ada.id, handingItemsOver: .refuse)
        }
        #expect(try await sut.user(withID: ada.id) == ada)
    }

    @Test(
        "deleting with a handover moves or releases the items in the same write",
        arguments: StoreKind.allCases)
    func deleteWithHandover(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser(name: "Ada", email: "ada@example.com"))
        let bob = try await sut.insert(makeNewUser(name: "Bob", email: "bob@example.com"))
        let carol = try await sut.insert(makeNewUser(name: "Carol", email: "carol@example.com"))
        let items = try await sut.insert([
            makeNewItem("a", owner: ada.id.rawValue), makeNewItem("b", owner: carol.id.rawValue),
        ])
        #expect(try await sut.deleteUser(ada.id, handingItemsOver: .reassign(to: bob.id)))
        #expect(try await sut.item(withID: items[0].id)?.ownerID == bob.id)
        #expect(try await sut.deleteUser(carol.id, handingItemsOver: .release))
        #expect(try await sut.item(withID: items[1].id)?.ownerID == nil)
        #expect(try await sut.users(matching: nil, page: .first).elements == [bob])
    }

    @Test("deleting a missing user, or handing over to one, changes nothing", arguments: StoreKind.allCases)
    func deleteMissing(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser())
        let item = try await sut.insert([makeNewItem(owner: ada.id.rawValue)])[0]
        #expect(try await !sut.deleteUser(userID(42), handingItemsOver: .release))
        await #expect(throws: DomainError.userNotFound(userID(42))) {
            try await sut.deleteUser(ada.id, handingItemsOver: .reassign(to: userID(42)))
        }
        #expect(try await sut.user(withID: ada.id) == ada)
        #expect(try await sut.item(withID: item.id) == item)
    }

    @Test(
        "saving users keeps their ids, replaces existing ones, and later inserts get higher ids",
        arguments: StoreKind.allCases)
    func saveKeepsIDs(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        try await sut.save([makeUser(id: 7, name: "Seven"), makeUser(id: 3, name: "Three")])
        try await sut.save([makeUser(id: 7, name: "Seven again")])
        #expect(try await sut.user(withID: userID(7))?.name.value == "Seven again")
        let inserted = try await sut.insert(makeNewUser(email: "new@example.com"))
        #expect(inserted.id.rawValue > 7)
    }

    // MARK: - Helpers

    private func makeSUT(_ kind: StoreKind) throws -> any LocalStore {
        try kind.makeStore(in: directory)
    }
}
