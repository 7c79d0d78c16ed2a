import Domain
import DomainTestSupport
import Testing

@Suite("Item use cases")
struct ItemUseCaseTests {
    @Test("listing asks for pending-first order and returns pending items before done ones")
    func listPendingFirst() async throws {
        let (items, users) = makeSUT(items: [
            makeItem(id: 1, done: true), makeItem(id: 2), makeItem(id: 3, done: true), makeItem(id: 4),
        ])
        let page = try await ListItems(items: items, users: users).execute()
        #expect(page.elements.map(\.id.rawValue) == [2, 4, 1, 3])
        #expect(await items.requestedOrders == [.pendingFirst])
    }

    @Test("listing applies status and owner filters")
    func listFilters() async throws {
        let (items, users) = makeSUT(
            users: [makeUser(id: 1), makeUser(id: 2)],
            items: [
                makeItem(id: 1, done: true, owner: 1), makeItem(id: 2, owner: 1), makeItem(id: 3, owner: 2),
                makeItem(id: 4),
            ])
        let list = ListItems(items: items, users: users)
        #expect(
            try await list.execute(ItemFilter(status: .pending)).elements.map(\.id.rawValue) == [2, 3, 4])
        #expect(try await list.execute(ItemFilter(status: .completed)).elements.map(\.id.rawValue) == [1])
        #expect(
            try await list.execute(ItemFilter(owner: .user(userID(1)))).elements.map(\.id.rawValue) == [2, 1])
        #expect(try await list.execute(ItemFilter(owner: .nobody)).elements.map(\.id.rawValue) == [4])
    }

    @Test("listing pages until the last page, which has no next page")
    func listPages() async throws {
        let (items, users) = makeSUT(items: (1...5).map { makeItem(id: $0) })
        let list = ListItems(items: items, users: users)
        var request: PageRequest? = try PageRequest(limit: 2)
        var seen: [Int] = []
        while let current = request {
            let page = try await list.execute(page: current)
            seen += page.elements.map(\.id.rawValue)
            request = page.next
        }
        #expect(seen == [1, 2, 3, 4, 5])
    }

    @Test("searching ranks the matches and keeps the filter")
    func searchRanks() async throws {
        let (items, users) = makeSUT(items: [
            makeItem(id: 1, name: "buttermilk"), makeItem(id: 2, name: "milk"),
            makeItem(id: 3, name: "buy milk"),
            makeItem(id: 4, name: "bread"), makeItem(id: 5, name: "milk", done: true),
        ])
        let found = try await SearchItems(items: items, users: users).execute(query("milk"))
        #expect(found.elements.map(\.id.rawValue) == [2, 5, 3, 1])
        let pending = try await SearchItems(items: items, users: users).execute(
            query("milk"), within: ItemFilter(status: .pending))
        #expect(pending.elements.map(\.id.rawValue) == [2, 3, 1])
        #expect(await items.requestedOrders.last == .relevance(to: query("milk")))
    }

    @Test("the summary counts total and done items for the filter")
    func summarize() async throws {
        let (items, users) = makeSUT(
            users: [makeUser(id: 1)],
            items: [makeItem(id: 1, done: true), makeItem(id: 2), makeItem(id: 3, done: true, owner: 1)])
        let counts = try await SummarizeItems(items: items, users: users).execute()
        #expect(counts == ItemCounts(total: 3, completed: 2))
        #expect(counts.pending == 1)
        #expect(
            try await SummarizeItems(items: items, users: users).execute(ItemFilter(owner: .user(userID(1))))
                .total == 1)
    }

    @Test("adding an item for an existing owner stores it")
    func addWithOwner() async throws {
        let (items, users) = makeSUT(users: [makeUser(id: 1)])
        let item = try await AddItem(items: items, users: users, clock: stoppedClock()).execute(
            makeNewItem("Buy milk", owner: 1))
        #expect(item.ownerID == userID(1))
        #expect(!item.isCompleted)
        #expect(try await items.item(withID: item.id) == item)
    }

    @Test("adding an item without an owner stores it unowned")
    func addWithoutOwner() async throws {
        let (items, users) = makeSUT()
        let item = try await AddItem(items: items, users: users, clock: stoppedClock()).execute(
            makeNewItem("Buy milk"))
        #expect(item.ownerID == nil)
    }

    @Test("adding an item for a missing owner is refused and writes nothing")
    func addRefusesMissingOwner() async {
        let (items, users) = makeSUT()
        await #expect(throws: DomainError.userNotFound(userID(3))) {
            try await AddItem(items: items, users: users, clock: stoppedClock()).execute(
                makeNewItem("Buy milk", owner: 3))
        }
        #expect(await items.writes.isEmpty)
    }

    @Test("a failing store surfaces its error")
    func addSurfacesStoreFailure() async {
        let (items, users) = makeSUT()
        await items.failWrites(with: DomainError.unavailable(reason: "down"))
        await #expect(throws: DomainError.unavailable(reason: "down")) {
            try await AddItem(items: items, users: users, clock: stoppedClock()).execute(
                makeNewItem("Buy milk"))
        }
    }

    @Test("importing stores every item in one write, in order")
    func importAll() async throws {
        let (items, users) = makeSUT(users: [makeUser(id: 1)])
        let stored = try await ImportItems(items: items, users: users, clock: stoppedClock()).execute([
            makeNewItem("a", owner: 1), makeNewItem("b"),
        ])
        #expect(stored.map(\.name.value) == ["a", "b"])
        #expect(await items.writes.count == 1)
    }

    @Test("importing with one missing owner stores nothing")
    func importAllOrNothing() async {
        let (items, users) = makeSUT(users: [makeUser(id: 1)])
        await #expect(throws: DomainError.userNotFound(userID(2))) {
            try await ImportItems(items: items, users: users, clock: stoppedClock()).execute([
                makeNewItem("a", owner: 1), makeNewItem("b", owner: 2),
            ])
        }
        #expect(await items.itemsByID.isEmpty)
    }

    @Test("importing keeps requested ids; an id requested twice stores nothing")
    func importKeepsIDs() async throws {
        let (items, users) = makeSUT()
        var first = makeNewItem("a")
        first.requestedID = itemID(40)
        let stored = try await ImportItems(items: items, users: users, clock: stoppedClock()).execute([
            first, makeNewItem("b"),
        ])
        #expect(stored.map(\.id.rawValue) == [40, 41])
        var again = makeNewItem("c")
        again.requestedID = itemID(7)
        await #expect(throws: DomainError.itemAlreadyExists(itemID(7))) {
            try await ImportItems(items: items, users: users, clock: stoppedClock()).execute([again, again])
        }
        #expect(await items.itemsByID.count == 2)
    }

    @Test("a summary counts a search's matches no further than asked, and the rest as ever")
    func summaryCountsSearchesUpToALimit() async throws {
        let (items, users) = makeSUT(
            items: (1...5).map {
                makeItem(id: $0, name: "milk \($0)", done: $0 == 1, due: dueDate("2027-01-01"))
            }
                + [makeItem(id: 6, name: "bread")])
        let capped = SummarizeItems(items: items, users: users, searchCountsUpTo: 3)
        let today = dueDate("2027-01-15")
        let search = try await capped.execute(ItemFilter(search: query("milk")), today: today)
        #expect(search.isPartial && search.total == 3 && search.overdue <= 3)
        #expect(
            try await capped.execute(ItemFilter(search: query("milk 2")), today: today)
                == ItemCounts(total: 1, completed: 0, overdue: 1))
        // Without a search, or without a limit, every item is counted.
        #expect(
            try await capped.execute(ItemFilter(), today: today)
                == ItemCounts(total: 6, completed: 1, overdue: 4))
        let exact = SummarizeItems(items: items, users: users)
        #expect(
            try await exact.execute(ItemFilter(search: query("milk")), today: today)
                == ItemCounts(total: 5, completed: 1, overdue: 4))
    }

    @Test("importing nothing writes nothing")
    func importNothing() async throws {
        let (items, users) = makeSUT()
        #expect(try await ImportItems(items: items, users: users, clock: stoppedClock()).execute([]).isEmpty)
        #expect(await items.writes.isEmpty)
    }

    @Test("completing and reopening toggle the items, in one write each")
    func completeAndReopen() async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1), makeItem(id: 2)])
        let completed = try await CompleteItems(
            items: items, clock: stoppedClock(), today: dueDate("2027-01-15")
        ).execute([
            itemID(2), itemID(1),
        ])
        #expect(completed.map(\.id.rawValue) == [2, 1])
        #expect(completed.allSatisfy { $0.isCompleted })
        #expect(try await ReopenItems(items: items).execute([itemID(1)]).map(\.isCompleted) == [false])
        #expect(await items.writes == ["update [2, 1]", "update [1]"])
    }

    @Test("completing a done item, or reopening a pending one, writes nothing and says it changed nothing")
    func idempotentCompletion() async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1, done: true), makeItem(id: 2)])
        #expect(
            try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
                .execute([itemID(1)]).unchanged == [
                    itemID(1)
                ])
        #expect(try await ReopenItems(items: items).execute([itemID(2)]).unchanged == [itemID(2)])
        #expect(await items.writes.isEmpty)
        let mixed = try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
            .execute([
                itemID(1), itemID(2),
            ])
        #expect(mixed.unchanged == [itemID(1)])
        #expect(mixed.changed.map(\.id) == [itemID(2)])
        #expect(await items.writes == ["update [2]"])
    }

    @Test(
        "a completion waiting for its write decides from the item as the write finds it: one next occurrence")
    func completionDecidesInsideTheWrite() async throws {
        var recurring = makeItem(id: 1, due: dueDate("2027-01-31"))
        recurring.every = .months(1)
        let (items, _) = makeSUT(items: [recurring])
        let complete = CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
        await items.holdNextWrite()
        let first = Task { try await complete.execute([itemID(1)]) }
        await items.waitUntilWriteIsHeld()
        let second = try await complete.execute([itemID(1)])
        await items.release()
        let late = try await first.value
        #expect(second.changed.map(\.id) == [itemID(1)])
        #expect(second.added.map(\.due) == [dueDate("2027-02-28")])
        // Its identity is the completed item's successor: a store refuses a second one.
        #expect(
            second.added.map(\.uuid) == [
                RecordIdentity.successor(of: recurring.uuid, dueOn: dueDate("2027-01-31"))
            ])
        #expect(late.unchanged == [itemID(1)])
        #expect(late.added.isEmpty)
        #expect(await items.writes == ["update [1] add [2]"])
    }

    @Test("two notes added while one waits for its write are both kept")
    func notesDecideInsideTheWrite() async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1)])
        let annotate = AnnotateItem(items: items, clock: stoppedClock())
        await items.holdNextWrite()
        let first = Task { try await annotate.add(noteText("first"), to: itemID(1)) }
        await items.waitUntilWriteIsHeld()
        _ = try await annotate.add(noteText("second"), to: itemID(1))
        await items.release()
        #expect(try await first.value.notes.map(\.text) == [noteText("second"), noteText("first")])
        #expect(await items.itemsByID[itemID(1)]?.notes.count == 2)
    }

    @Test("an id given twice is changed once")
    func duplicateIDs() async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1)])
        #expect(
            try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
                .execute([itemID(1), itemID(1)]).count
                == 1)
        #expect(await items.writes == ["update [1]"])
    }

    @Test(
        "a change to several items with missing ids names each of them and changes nothing",
        arguments: ["done", "reopen", "remove"])
    func batchAllOrNothing(command: String) async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1), makeItem(id: 2, done: true)])
        let ids = [itemID(1), itemID(998), itemID(2), itemID(999)]
        await #expect(throws: DomainError.itemsNotFound([itemID(998), itemID(999)])) {
            switch command {
            case "done":
                _ = try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
                    .execute(ids)
            case "reopen": _ = try await ReopenItems(items: items).execute(ids)
            default: try await RemoveItems(items: items).execute(ids)
            }
        }
        #expect(await items.writes.isEmpty)
        #expect(await items.itemsByID.count == 2)
    }

    @Test("changing a missing item is itemNotFound")
    func changeMissingItem() async {
        let (items, users) = makeSUT()
        await #expect(throws: DomainError.itemNotFound(itemID(9))) {
            try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
                .execute([itemID(9)])
        }
        await #expect(throws: DomainError.itemNotFound(itemID(9))) {
            try await ReopenItems(items: items).execute([itemID(9)])
        }
        await #expect(throws: DomainError.itemNotFound(itemID(9))) {
            try await RenameItem(items: items).execute(itemID(9), to: try ItemName("x"))
        }
        await #expect(throws: DomainError.itemNotFound(itemID(9))) {
            try await AssignItem(items: items, users: users).execute(itemID(9), to: nil)
        }
        await #expect(throws: DomainError.itemNotFound(itemID(9))) {
            try await RemoveItems(items: items).execute([itemID(9)])
        }
    }

    @Test("a listing, search or summary for a user who does not exist is userNotFound, not empty")
    func filterNamingMissingUser() async {
        let (items, users) = makeSUT(users: [makeUser(id: 1)], items: [makeItem(id: 1, owner: 1)])
        let filter = ItemFilter(owner: .user(userID(99)))
        await #expect(throws: DomainError.userNotFound(userID(99))) {
            try await ListItems(items: items, users: users).execute(filter)
        }
        await #expect(throws: DomainError.userNotFound(userID(99))) {
            try await SearchItems(items: items, users: users).execute(query("milk"), within: filter)
        }
        await #expect(throws: DomainError.userNotFound(userID(99))) {
            try await SummarizeItems(items: items, users: users).execute(filter)
        }
    }

    @Test("renaming changes only the name")
    func rename() async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1, name: "old", done: true, owner: nil)])
        let renamed = try await RenameItem(items: items).execute(itemID(1), to: try ItemName("new"))
        #expect(renamed.items == [makeItem(id: 1, name: "new", done: true)])
        #expect(renamed.unchanged.isEmpty)
    }

    @Test("assigning to an existing user and unassigning")
    func assignAndUnassign() async throws {
        let (items, users) = makeSUT(users: [makeUser(id: 2)], items: [makeItem(id: 1)])
        let assign = AssignItem(items: items, users: users)
        #expect(try await assign.execute(itemID(1), to: userID(2)).first?.ownerID == userID(2))
        let unassigned = try await assign.execute(itemID(1), to: nil)
        #expect(unassigned.first?.ownerID == nil && unassigned.unchanged.isEmpty)
        #expect(try await assign.execute(itemID(1), to: nil).unchanged == [itemID(1)], "no owner already")
    }

    @Test("assigning to a missing user is refused and writes nothing")
    func assignRefusesMissingUser() async {
        let (items, users) = makeSUT(items: [makeItem(id: 1)])
        await #expect(throws: DomainError.userNotFound(userID(5))) {
            try await AssignItem(items: items, users: users).execute(itemID(1), to: userID(5))
        }
        #expect(await items.writes.isEmpty)
    }

    @Test("removing items removes them in one write and returns them as they were")
    func remove() async throws {
        let (items, _) = makeSUT(items: [makeItem(id: 1, name: "gone"), makeItem(id: 2), makeItem(id: 3)])
        #expect(
            try await RemoveItems(items: items).execute([itemID(1), itemID(3)]) == [
                makeItem(id: 1, name: "gone"), makeItem(id: 3),
            ])
        #expect(await items.itemsByID.keys.map(\.rawValue) == [2])
        #expect(await items.writes == ["remove [1, 3]"])
    }

    @Test("a damaged item can be renamed (which repairs it) or removed, and nothing else")
    func damagedItems() async throws {
        let damaged = DamagedItem(
            id: itemID(7), isCompleted: true, ownerID: userID(1),
            problem: ValidationError(field: .itemName, problem: .empty))
        let items = InMemoryItemRepository([makeItem(id: 1)], damaged: [damaged])
        let users = InMemoryUserRepository([makeUser(id: 1)], items: items)
        let refusal = DomainError.damagedItem(itemID(7), ValidationError(field: .itemName, problem: .empty))
        await #expect(throws: refusal) {
            try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
                .execute([itemID(1), itemID(7)])
        }
        await #expect(throws: refusal) {
            try await AssignItem(items: items, users: users).execute(itemID(7), to: nil)
        }
        #expect(await items.writes.isEmpty)
        let renamed = try await RenameItem(items: items).execute(itemID(7), to: try ItemName("fixed"))
        #expect(renamed.items == [makeItem(id: 7, name: "fixed", done: true, owner: 1)])
        #expect(try await items.item(withID: itemID(7)) == renamed.first)

        let other = InMemoryItemRepository([makeItem(id: 1)], damaged: [damaged])
        #expect(try await RemoveItems(items: other).execute([itemID(7), itemID(1)]) == [makeItem(id: 1)])
        #expect(await other.damagedByID.isEmpty)
        #expect(await other.itemsByID.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        users: [User] = [], items: [Item] = []
    ) -> (items: InMemoryItemRepository, users: InMemoryUserRepository) {
        let itemRepository = InMemoryItemRepository(items)
        return (itemRepository, InMemoryUserRepository(users, items: itemRepository))
    }
}
