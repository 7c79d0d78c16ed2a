import Domain
import DomainTestSupport
import Presentation
import Testing

/// The one-shot changes (`crew items done 4`): straight to the store, one state with what was
/// done, no rows and no counts.
@MainActor
@Suite("ItemChangeViewModel")
struct ItemChangeViewModelTests {
    @Test("a change goes to the store and says what it did, with the changed items, in one state")
    func completes() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b")])
        await sut.complete(itemIDs(2, 1))
        let done = recorder.changed(ItemChangeState()) { state in
            state.confirmation = "Completed item 2: b\nCompleted item 1: a"
            state.changed = [
                makeItem(id: 2, name: "b", done: true, completedAt: stamp),
                makeItem(id: 1, name: "a", done: true, completedAt: stamp),
            ]
        }
        recorder.expect([done])
        #expect(await items.itemsByID.values.allSatisfy(\.isCompleted))
    }

    @Test("an item already done is left as it is, and said to be")
    func alreadyDone() async {
        let (sut, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a", done: true)])
        await sut.complete(itemIDs(1))
        #expect(sut.state.confirmation == "Item 1 is already done: a")
        recorder.discardReceived()
    }

    @Test("adding finds the owner by e-mail first, and names the added item")
    func addsForAnOwner() async {
        let (sut, items, recorder) = makeSUT(items: [])
        await sut.add(
            NewItemRequest(name: itemName("Buy milk"), owner: .email(emailAddress("ada@example.com"))))
        #expect(sut.state.confirmation == "Added item 1: Buy milk")
        #expect(sut.state.changed.map(\.ownerID) == [userID(7)])
        #expect(await items.itemsByID.count == 1)
        recorder.discardReceived()
    }

    @Test("an owner who cannot be found is the error, and nothing is stored")
    func unknownOwner() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        await sut.assign(itemID(1), to: .email(emailAddress("nobody@example.com")))
        #expect(sut.state.error?.kind == .notFound)
        #expect(sut.state.confirmation == nil)
        #expect(await items.itemsByID[itemID(1)]?.ownerID == nil)
        recorder.discardReceived()
    }

    @Test("a failed write is the error; the next change starts from a clean state")
    func failureThenSuccess() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.rename(itemID(1), to: itemName("b"))
        #expect(
            sut.state.error
                == UserFacingError(message: "The server is unavailable: down.", kind: .unavailable))
        await sut.rename(itemID(1), to: itemName("b"))
        #expect(sut.state.error == nil)
        #expect(sut.state.confirmation == "Renamed item 1: b")
        recorder.discardReceived()
    }

    @Test(
        "the question before a change to several items names the first five, each once, and counts the rest")
    func bulkQuestion() async {
        let (sut, _, recorder) = makeSUT(items: (1...8).map { makeItem(id: $0, name: "n\($0)") })
        #expect(await sut.question(.edit, itemIDs(3)) == nil, "one item needs no question")
        #expect(await sut.question(.complete, itemIDs(2, 1, 2)) == "Complete 2 items (2 n2, 1 n1)?")
        #expect(
            await sut.question(.edit, itemIDs(8, 7, 6, 5, 4, 3, 2))
                == "Edit 7 items (8 n8, 7 n7, 6 n6, 5 n5, 4 n4, and 2 more)?")
        #expect(await sut.question(.assign, itemIDs(1, 2)) == "Assign 2 items (1 n1, 2 n2)?")
        #expect(await sut.question(.reopen, itemIDs(1, 9)) == nil)
        #expect(sut.state.error?.kind == .notFound, "an unknown id is said, not asked about")
        recorder.discardReceived()
    }

    @Test("a removal asks about several items by name, and says what it removed")
    func removes() async {
        let (sut, items, recorder) = makeSUT(items: [makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b")])
        #expect(await sut.removalQuestion(itemIDs(1)) == nil)
        #expect(await sut.removalQuestion(itemIDs(2, 1)) == "Remove 2 items (2 b, 1 a)?")
        #expect(await sut.removalQuestion(itemIDs(1, 9)) == nil)
        #expect(sut.state.error?.kind == .notFound)
        await sut.remove(itemIDs(2, 1, 2))
        #expect(sut.state.confirmation == "Removed item 2: b\nRemoved item 1: a")
        #expect(sut.state.error == nil)
        #expect(await items.itemsByID.isEmpty)
        recorder.discardReceived()
    }

    @Test(
        "a change to a listing's filters counts every match in its question, past the largest page, and changes each"
    )
    func changesEveryMatchOfAFilter() async throws {
        let count = PageRequest.maximumLimit + 229
        let (sut, items, recorder) = makeSUT(
            items: [makeItem(id: 1, name: "untagged")]
                + (2...count + 1).map { makeItem(id: $0, name: "n\($0)", owner: 7, tags: tags("x")) })
        let request = ItemListRequest(
            status: .pending, owner: .user(.email(emailAddress("ada@example.com"))), tags: tags("x"))
        let target = try #require(await sut.target(matching: request))
        #expect(target == .matching(ItemFilter(status: .pending, owner: .user(userID(7)), tags: tags("x"))))
        #expect(
            await sut.question(.complete, target)
                == "Complete \(count) items (2 n2, 3 n3, 4 n4, 5 n5, 6 n6, and \(count - 5) more)?")
        recorder.discardReceived()

        await sut.complete(target)

        #expect(sut.state.changed.count == count)
        #expect(sut.state.confirmation?.split(separator: "\n").count == count)
        #expect(try await items.counts(matching: ItemFilter(status: .pending)).total == 1)
        await sut.complete(target)
        #expect(sut.state.confirmation == "No items were selected: nothing changed.")
        #expect(sut.state.changed.isEmpty)
        recorder.discardReceived()
    }

    @Test(
        "a removal names each readable item and each damaged record in the order asked, by ids and by a filter"
    )
    func removalLinesAmongDamagedRecords() async {
        func damaged(_ id: Int) -> DamagedItem {
            DamagedItem(
                id: itemID(id), isCompleted: false, ownerID: nil,
                problem: ValidationError(field: .itemName, problem: .empty))
        }
        let readable = [makeItem(id: 1, name: "a"), makeItem(id: 3, name: "c"), makeItem(id: 5, name: "e")]
        var (sut, _, recorder) = makeSUT(items: readable, damaged: [damaged(2), damaged(4)])
        await sut.remove(itemIDs(4, 5, 1, 2))
        #expect(
            sut.state.confirmation
                == "Removed item 4.\nRemoved item 5: e\nRemoved item 1: a\nRemoved item 2.")
        recorder.discardReceived()

        (sut, _, recorder) = makeSUT(items: readable, damaged: [damaged(2), damaged(4)])
        await sut.remove(.matching(ItemFilter()))
        #expect(
            sut.state.confirmation
                == "Removed item 1: a\nRemoved item 2.\nRemoved item 3: c\nRemoved item 4.\nRemoved item 5: e"
        )
        recorder.discardReceived()
    }

    @Test("a filter naming an owner who cannot be found is the error, and chooses nothing")
    func filterForAnUnknownOwner() async {
        let (sut, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        let request = ItemListRequest(owner: .user(.email(emailAddress("nobody@example.com"))))
        #expect(await sut.target(matching: request) == nil)
        #expect(sut.state.error?.kind == .notFound)
        recorder.discardReceived()
    }

    @Test("a removal by filter removes every match and says so a line each, by id")
    func removesEveryMatchOfAFilter() async {
        let count = PageRequest.maximumLimit + 1
        let (sut, items, recorder) = makeSUT(
            items: [makeItem(id: 1, name: "keep")]
                + (2...count + 1).map { makeItem(id: $0, name: "n\($0)", done: true) })
        await sut.remove(.matching(ItemFilter(status: .completed)))
        let lines = sut.state.confirmation?.split(separator: "\n") ?? []
        #expect(lines.count == count)
        #expect(lines.first == "Removed item 2: n2")
        #expect(await items.itemsByID.keys.map(\.rawValue) == [1])
        await sut.remove(.matching(ItemFilter(status: .completed)))
        #expect(sut.state.confirmation == "No items were selected: nothing changed.")
        recorder.discardReceived()
    }

    // MARK: - Helpers

    private func makeSUT(
        items: [Item], damaged: [DamagedItem] = []
    ) -> (ItemChangeViewModel, InMemoryItemRepository, StateRecorder<ItemChangeState>) {
        let repository = InMemoryItemRepository(items, damaged: damaged)
        let users = InMemoryUserRepository([makeUser(id: 7, email: "ada@example.com")], items: repository)
        let sut = ItemChangeViewModel(
            useCases: ItemListUseCases(
                items: repository, users: users, clock: stoppedClock(), today: dueDate("2027-01-15")))
        let recorder = StateRecorder(sut.observe)
        recorder.discardReceived()
        return (sut, repository, recorder)
    }
}
