import Domain
import DomainTestSupport
import Testing

@Suite("User use cases")
struct UserUseCaseTests {
    @Test("registering a user stores it with a new id")
    func registerStoresUser() async throws {
        let (users, _) = makeSUT()
        let user = try await RegisterUser(users: users).execute(
            NewUser(name: try PersonName("Ada"), email: try EmailAddress("ada@example.com")))
        #expect(try await users.user(withID: user.id) == user)
    }

    @Test("registering an e-mail that is taken, in any case, is refused and writes nothing")
    func registerRefusesDuplicateEmail() async throws {
        let (users, _) = makeSUT(users: [makeUser(id: 1, email: "ada@example.com")])
        let duplicate = NewUser(name: try PersonName("Other"), email: try EmailAddress("ADA@example.com"))
        await #expect(throws: DomainError.emailAlreadyRegistered(try EmailAddress("ada@example.com"))) {
            try await RegisterUser(users: users).execute(duplicate)
        }
        #expect(await users.writes.isEmpty)
    }

    @Test("listing users pages by id and filters by search")
    func listUsers() async throws {
        let (users, _) = makeSUT(users: [
            makeUser(id: 3, name: "Carol"), makeUser(id: 1, name: "Alice"),
            makeUser(id: 2, name: "Bob Carolson"),
        ])
        let list = ListUsers(users: users)
        let first = try await list.execute(page: try PageRequest(limit: 2))
        #expect(first.elements.map(\.id.rawValue) == [1, 2])
        let second = try await list.execute(page: try #require(first.next))
        #expect(second.elements.map(\.id.rawValue) == [3])
        #expect(second.next == nil)
        let found = try await list.execute(matching: query("carol"))
        #expect(found.elements.map(\.id.rawValue) == [2, 3])
    }

    @Test("showing a user that does not exist is userNotFound")
    func showMissingUser() async {
        let (users, _) = makeSUT()
        await #expect(throws: DomainError.userNotFound(userID(9))) {
            try await FindUser(users: users).execute(.id(userID(9)))
        }
    }

    @Test("editing changes the name and the e-mail")
    func editChangesFields() async throws {
        let (users, _) = makeSUT(users: [makeUser(id: 1, name: "Ada", email: "ada@example.com")])
        let edited = try await EditUser(users: users).execute(
            userID(1), name: try PersonName("Ada King"), email: try EmailAddress("king@example.com"))
        #expect(edited.name.value == "Ada King")
        #expect(edited.email.value == "king@example.com")
        #expect(try await users.user(withID: userID(1)) == edited)
    }

    @Test("editing to another user's e-mail is refused and writes nothing")
    func editRefusesTakenEmail() async throws {
        let (users, _) = makeSUT(users: [
            makeUser(id: 1, email: "a@example.com"), makeUser(id: 2, email: "b@example.com"),
        ])
        await #expect(throws: DomainError.emailAlreadyRegistered(try EmailAddress("b@example.com"))) {
            try await EditUser(users: users).execute(userID(1), email: try EmailAddress("B@example.com"))
        }
        #expect(await users.writes.isEmpty)
    }

    @Test("editing without a change, or to one's own e-mail, writes nothing")
    func editWithoutChangeWritesNothing() async throws {
        let user = makeUser(id: 1, name: "Ada", email: "a@example.com")
        let (users, _) = makeSUT(users: [user])
        let result = try await EditUser(users: users).execute(
            userID(1), name: try PersonName("Ada"), email: try EmailAddress("A@EXAMPLE.COM"))
        #expect(result == user)
        #expect(await users.writes.isEmpty)
    }

    @Test("editing a missing user is userNotFound")
    func editMissingUser() async {
        let (users, _) = makeSUT()
        await #expect(throws: DomainError.userNotFound(userID(4))) {
            try await EditUser(users: users).execute(userID(4), name: try PersonName("X"))
        }
    }

    @Test("removing a user who owns nothing removes them")
    func removeUserWithoutItems() async throws {
        let (users, _) = makeSUT(users: [makeUser(id: 1)])
        try await RemoveUser(users: users, items: InMemoryItemRepository()).execute(userID(1))
        #expect(await users.usersByID.isEmpty)
    }

    @Test("removing a user who owns items is refused with the count, and writes nothing")
    func removeRefusedWhileOwningItems() async {
        let (users, items) = makeSUT(
            users: [makeUser(id: 1)],
            items: [makeItem(id: 1, owner: 1), makeItem(id: 2, owner: 1), makeItem(id: 3)])
        await #expect(throws: DomainError.userOwnsItems(userID(1), count: 2)) {
            try await RemoveUser(users: users, items: items).execute(userID(1))
        }
        #expect(await users.writes.isEmpty)
        #expect(await items.writes.isEmpty)
    }

    @Test("removing with reassignment hands every item to the heir")
    func removeReassigns() async throws {
        let (users, items) = makeSUT(
            users: [makeUser(id: 1), makeUser(id: 2)], items: [makeItem(id: 1, owner: 1)])
        try await RemoveUser(users: users, items: items).execute(
            userID(1), handingItemsOver: .reassign(to: userID(2)))
        #expect(await users.usersByID.keys.map(\.rawValue) == [2])
        #expect(await items.itemsByID[itemID(1)]?.ownerID == userID(2))
    }

    @Test("removing with release leaves the items without an owner")
    func removeReleases() async throws {
        let (users, items) = makeSUT(users: [makeUser(id: 1)], items: [makeItem(id: 1, owner: 1)])
        try await RemoveUser(users: users, items: items).execute(userID(1), handingItemsOver: .release)
        #expect(await items.itemsByID[itemID(1)]?.ownerID == nil)
    }

    @Test("reassigning to a user who does not exist, or to the same user, is refused")
    func removeRefusesBadHeir() async {
        let (users, items) = makeSUT(users: [makeUser(id: 1)], items: [makeItem(id: 1, owner: 1)])
        let remove = RemoveUser(users: users, items: items)
        await #expect(throws: DomainError.userNotFound(userID(5))) {
            try await remove.execute(userID(1), handingItemsOver: .reassign(to: userID(5)))
        }
        await #expect(throws: DomainError.reassignmentToSameUser(userID(1))) {
            try await remove.execute(userID(1), handingItemsOver: .reassign(to: userID(1)))
        }
        #expect(await users.writes.isEmpty)
    }

    @Test("removing a missing user is userNotFound")
    func removeMissingUser() async {
        let (users, items) = makeSUT()
        await #expect(throws: DomainError.userNotFound(userID(1))) {
            try await RemoveUser(users: users, items: items).execute(userID(1), handingItemsOver: .release)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        users: [User] = [], items: [Item] = []
    ) -> (users: InMemoryUserRepository, items: InMemoryItemRepository) {
        let itemRepository = InMemoryItemRepository(items)
        return (InMemoryUserRepository(users, items: itemRepository), itemRepository)
    }
}
