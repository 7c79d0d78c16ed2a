import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Behaviours every `ItemStore` must have, run against each implementation.
@Suite("Item store specs")
final class ItemStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test("inserted items get increasing ids and read back", arguments: StoreKind.allCases)
    func insertAndRead(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let items = try await sut.insert([makeNewItem("a"), makeNewItem("b", done: true)])
        #expect(items.map(\.name.value) == ["a", "b"])
        #expect(items[0].id < items[1].id)
        #expect(try await sut.item(withID: items[1].id) == items[1])
        #expect(try await sut.item(withID: itemID(999)) == nil)
    }

    @Test("an insert may ask for ids; a taken one stores nothing of the batch", arguments: StoreKind.allCases)
    func insertWithRequestedIDs(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        var wanted = makeNewItem("forty-two")
        wanted.requestedID = itemID(42)
        let stored = try await sut.insert([wanted, makeNewItem("next")])
        #expect(stored.map(\.id.rawValue) == [42, 43])
        var taken = makeNewItem("again")
        taken.requestedID = itemID(42)
        await #expect(throws: DomainError.itemAlreadyExists(itemID(42))) {
            try await sut.insert([makeNewItem("fine"), taken])
        }
        #expect(try await sut.counts(matching: ItemFilter()).total == 2)
        #expect(try await sut.item(withID: itemID(42))?.name.value == "forty-two")
    }

    @Test("an insert with one unknown owner stores nothing", arguments: StoreKind.allCases)
    func insertAllOrNothing(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser())
        await #expect(throws: DomainError.userNotFound(userID(77))) {
            try await sut.insert([makeNewItem("ok", owner: ada.id.rawValue), makeNewItem("bad", owner: 77)])
        }
        #expect(try await sut.counts(matching: ItemFilter()).total == 0)
    }

    @Test("listing puts pending items first, then by id", arguments: StoreKind.allCases)
    func pendingFirst(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let stored = try await sut.insert([
            makeNewItem("1", done: true), makeNewItem("2"), makeNewItem("3", done: true), makeNewItem("4"),
        ])
        let listed = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(listed.elements.map(\.name.value) == ["2", "4", "1", "3"])
        #expect(Set(listed.elements) == Set(stored))
    }

    @Test("status and owner filters, including unowned items", arguments: StoreKind.allCases)
    func filters(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let ada = try await sut.insert(makeNewUser()).id.rawValue
        _ = try await sut.insert([
            makeNewItem("ada done", done: true, owner: ada), makeNewItem("ada todo", owner: ada),
            makeNewItem("nobody todo"), makeNewItem("nobody done", done: true),
        ])
        func names(_ filter: ItemFilter) async throws -> [String] {
            try await sut.items(matching: filter, order: .pendingFirst, page: .first).elements.map(
                \.name.value)
        }
        #expect(try await names(ItemFilter(status: .pending)) == ["ada todo", "nobody todo"])
        #expect(try await names(ItemFilter(status: .completed)) == ["ada done", "nobody done"])
        #expect(try await names(ItemFilter(owner: .user(userID(ada)))) == ["ada todo", "ada done"])
        #expect(try await names(ItemFilter(status: .completed, owner: .nobody)) == ["nobody done"])
        #expect(try await names(ItemFilter(owner: .user(userID(ada + 1)))) == [])
    }

    @Test("pages follow one another and the last one has no next page", arguments: StoreKind.allCases)
    func paging(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        _ = try await sut.insert((1...5).map { makeNewItem("item \($0)") })
        var request: PageRequest? = pageOf(2)
        var pages: [[String]] = []
        while let current = request {
            let page = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: current)
            pages.append(page.elements.map(\.name.value))
            request = page.next
        }
        #expect(pages == [["item 1", "item 2"], ["item 3", "item 4"], ["item 5"]])
    }

    @Test(
        "one person's items first, each group by next, page after page and backwards, as the Domain orders them",
        arguments: StoreKind.allCases)
    func ownerFirst(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        _ = try await sut.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        _ = try await sut.insert(makeNewUser(name: "Bob", email: "bob@x.org"))
        var drafts: [NewItem] = []
        for (index, (owner, due, priority)) in [
            (1, "2020-01-01", nil), (2, "2030-01-01", nil), (nil, "2025-01-01", Priority.high), (2, nil, nil),
            (2, "2021-06-01", .low), (1, nil, .high), (nil, nil, nil),
        ].enumerated() {
            var draft = makeNewItem("item \(index + 1)", owner: owner)
            draft.due = due.map(dueDate)
            draft.priority = priority
            drafts.append(draft)
        }
        let stored = try await sut.insert(drafts + [makeNewItem("done", done: true, owner: 2)])
        for order in [ItemOrder.ownerFirst(userID(2)), .reversed(.ownerFirst(userID(2)))] {
            let expected = stored.sorted(by: order.areInIncreasingOrder).map(\.name.value)
            var request: PageRequest? = pageOf(3)
            var listed: [String] = []
            while let current = request {
                let page = try await sut.items(matching: ItemFilter(), order: order, page: current)
                listed += page.elements.map(\.name.value)
                request = page.next
            }
            #expect(listed == expected, "\(order)")
        }
        let mineFirst = stored.sorted(by: ItemOrder.ownerFirst(userID(2)).areInIncreasingOrder).map(
            \.name.value)
        #expect(mineFirst == ["item 5", "item 2", "item 4", "item 1", "item 3", "item 6", "item 7", "done"])
    }

    @Test("counts total and done items for a filter", arguments: StoreKind.allCases)
    func counts(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        _ = try await sut.insert([
            makeNewItem("a", done: true), makeNewItem("b"), makeNewItem("c", done: true),
        ])
        #expect(try await sut.counts(matching: ItemFilter()) == ItemCounts(total: 3, completed: 2))
        #expect(
            try await sut.counts(matching: ItemFilter(status: .pending)) == ItemCounts(total: 1, completed: 0)
        )
        #expect(
            try await sut.counts(matching: ItemFilter(search: query("zz")))
                == ItemCounts(total: 0, completed: 0))
    }

    @Test(
        "counting up to a limit stops past it and says so; at or under it the counts are exact",
        arguments: StoreKind.allCases)
    func countsUpTo(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        _ = try await sut.insert(
            (0..<5).map { makeNewItem("milk \($0)", done: $0 == 0) } + [makeNewItem("bread", done: true)])
        let milk = ItemFilter(search: query("milk"))
        let partial = try await sut.counts(matching: milk, upTo: 3)
        #expect(partial.isPartial && partial.total == 3 && partial.completed <= 1, "\(partial)")
        #expect(try await sut.counts(matching: milk, upTo: 5) == ItemCounts(total: 5, completed: 1))
        #expect(try await sut.counts(matching: milk, upTo: 50) == ItemCounts(total: 5, completed: 1))
        #expect(
            try await sut.counts(matching: ItemFilter(status: .completed), upTo: 1)
                == ItemCounts(total: 1, completed: 1, isPartial: true))
        #expect(
            try await sut.counts(matching: ItemFilter(search: query("zz")), upTo: 3)
                == ItemCounts(total: 0, completed: 0))
    }

    @Test(
        "search finds substrings ignoring case and ranks exact, prefix, word, then substring",
        arguments: StoreKind.allCases)
    func searchRanks(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        _ = try await sut.insert([
            makeNewItem("Buttermilk"), makeNewItem("buy MILK", done: true), makeNewItem("bread"),
            makeNewItem("milk"), makeNewItem("Milk shake"), makeNewItem("buy milk"),
        ])
        let milk = query("milk")
        let found = try await sut.items(
            matching: ItemFilter(search: milk), order: .relevance(to: milk), page: .first)
        #expect(
            found.elements.map(\.name.value) == ["milk", "Milk shake", "buy milk", "buy MILK", "Buttermilk"])
        let short = query("mi")
        let two = try await sut.items(
            matching: ItemFilter(search: short), order: .relevance(to: short), page: .first)
        #expect(two.elements.count == 5)
    }

    @Test(
        "names with quotes, wildcards, SQL and scripts round-trip literally and are found by search",
        arguments: StoreKind.allCases)
    func literalRoundTrip(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let names = [
            "it's \"quoted\"", "100% sure", "snake_case", "a; b", "'); DROP TABLE items;--", "🥛 milk 🐄",
            "שלום עולם", "مرحبا بالعالم", "NEAR AND OR NOT *", "a%b_c",
        ]
        let stored = try await sut.insert(names.map { makeNewItem($0) })
        #expect(stored.map(\.name.value) == names)
        for (name, item) in zip(names, stored) {
            #expect(try await sut.item(withID: item.id)?.name.value == name)
            let exact = try SearchQuery(name)
            let found = try await sut.items(
                matching: ItemFilter(search: exact), order: .relevance(to: exact), page: .first)
            #expect(found.elements.first?.id == item.id, "searching \(name)")
        }
        let percent = try await sut.items(
            matching: ItemFilter(search: query("%%")), order: .pendingFirst, page: .first)
        #expect(percent.elements.isEmpty, "%% is literal text, not a wildcard that matches everything")
        let wildcard = query("%b")
        let literal = try await sut.items(
            matching: ItemFilter(search: wildcard), order: .pendingFirst, page: .first)
        #expect(literal.elements.map(\.name.value) == ["a%b_c"])
        #expect(try await sut.counts(matching: ItemFilter()).total == names.count)
    }

    @Test("updating and deleting report a missing item", arguments: StoreKind.allCases)
    func updateAndDelete(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        var item = try await sut.insert([makeNewItem("old")])[0]
        item.name = try ItemName("new")
        item.isCompleted = true
        try await sut.update([item])
        #expect(try await sut.item(withID: item.id) == item)
        let renamed = query("new")
        #expect(
            try await sut.items(matching: ItemFilter(search: renamed), order: .pendingFirst, page: .first)
                .elements == [item])
        await #expect(throws: DomainError.itemNotFound(itemID(999))) {
            try await sut.update([makeItem(id: 999)])
        }
        #expect(try await sut.deleteItems([item.id]) == [item])
        await #expect(throws: DomainError.itemNotFound(item.id)) { try await sut.deleteItems([item.id]) }
        #expect(try await sut.item(withID: item.id) == nil)
    }

    @Test(
        "a change to several items with missing ids names each of them and changes nothing",
        arguments: StoreKind.allCases)
    func batchesAreAllOrNothing(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let stored = try await sut.insert([makeNewItem("a"), makeNewItem("b")])
        var done = stored
        for index in done.indices { done[index].isCompleted = true }
        let missing = [itemID(998), itemID(999)]
        await #expect(throws: DomainError.itemsNotFound(missing)) {
            try await sut.update([done[0], makeItem(id: 998), done[1], makeItem(id: 999)])
        }
        await #expect(throws: DomainError.itemsNotFound(missing)) {
            try await sut.deleteItems([stored[0].id, itemID(998), itemID(999)])
        }
        #expect(Set(try await sut.items(withIDs: stored.map(\.id) + missing).items) == Set(stored))
        try await sut.update(done)
        #expect(try await sut.counts(matching: ItemFilter()) == ItemCounts(total: 2, completed: 2))
        #expect(Set(try await sut.deleteItems(stored.map(\.id))) == Set(done))
        #expect(try await sut.counts(matching: ItemFilter()).total == 0)
    }

    @Test("the id order lists every item once, by id, page after page", arguments: StoreKind.allCases)
    func idOrderPages(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        _ = try await sut.insert((1...7).map { makeNewItem("item \($0)", done: $0 % 2 == 0) })
        var request: PageRequest? = pageOf(3)
        var ids: [Int] = []
        while let current = request {
            let page = try await sut.items(matching: ItemFilter(), order: .id, page: current)
            ids += page.elements.map(\.id.rawValue)
            request = page.next
        }
        #expect(ids == Array(1...7))
    }

    @Test("updating to an unknown owner is refused and changes nothing", arguments: StoreKind.allCases)
    func updateUnknownOwner(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let item = try await sut.insert([makeNewItem()])[0]
        var moved = item
        moved.ownerID = userID(5)
        await #expect(throws: DomainError.userNotFound(userID(5))) { try await sut.update([moved]) }
        #expect(try await sut.item(withID: item.id) == item)
    }

    @Test("saving items keeps their ids and later inserts get higher ids", arguments: StoreKind.allCases)
    func saveKeepsIDs(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        try await sut.save([makeItem(id: 40, name: "forty"), makeItem(id: 41, name: "forty-one", done: true)])
        try await sut.save([makeItem(id: 40, name: "forty, renamed")])
        #expect(try await sut.item(withID: itemID(40))?.name.value == "forty, renamed")
        let searched = try await sut.items(
            matching: ItemFilter(search: query("renamed")), order: .pendingFirst, page: .first)
        #expect(searched.elements.map(\.id) == [itemID(40)])
        #expect(try await sut.insert([makeNewItem()])[0].id.rawValue > 41)
    }

    @Test(
        "replacing the items of a filter deletes only the missing ones it covers",
        arguments: StoreKind.allCases)
    func replaceWithinFilter(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        try await sut.save([
            makeItem(id: 1, name: "keep"), makeItem(id: 2, name: "gone"),
            makeItem(id: 3, name: "done", done: true),
        ])
        try await sut.replaceItems(
            matching: ItemFilter(status: .pending), with: [makeItem(id: 1, name: "kept"), makeItem(id: 4)])
        let all = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(all.elements.map(\.id.rawValue) == [1, 4, 3])
        #expect(all.elements.first?.name.value == "kept")
    }

    @Test(
        "replacing a span of ids deletes only the missing ones the filter covers within it",
        arguments: StoreKind.allCases)
    func replaceWithinSpan(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        try await sut.save((1...6).map { makeItem(id: $0, name: "item \($0)", done: $0 == 3) })
        try await sut.replaceItems(
            matching: ItemFilter(status: .pending), idsIn: 2...4,
            with: [makeItem(id: 4, name: "four, renamed")])
        let all = try await sut.items(matching: ItemFilter(), order: .id, page: .first)
        #expect(all.elements.map(\.id.rawValue) == [1, 3, 4, 5, 6])
        #expect(all.elements.map(\.name.value)[2] == "four, renamed")
    }

    @Test("cache refresh times are kept per collection", arguments: StoreKind.allCases)
    func refreshTimes(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        #expect(try await sut.lastRefresh(of: .items) == nil)
        try await sut.recordRefresh(of: .items, at: date)
        #expect(try await sut.lastRefresh(of: .items) == date)
        #expect(try await sut.lastRefresh(of: .users) == nil)
    }

    @Test(
        "every order, forwards, reversed and from its end, every filter and the counts agree with the Domain's definitions on random data",
        arguments: StoreKind.allCases)
    func agreesWithDomainDefinitions(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        var random = SeededRandom(seed: 42)
        let owners = [
            try await sut.insert(makeNewUser(email: "a@x.org")).id,
            try await sut.insert(makeNewUser(email: "b@x.org")).id,
        ]
        let words = ["milk", "Milk", "bread", "buttermilk", "tea", "MILKY way", "oat milk", "cheese"]
        let newItems = (0..<120).map { _ in
            let done = Bool.random(using: &random)
            return NewItem(
                name: try! ItemName(
                    "\(words[Int.random(in: 0..<words.count, using: &random)]) \(Int.random(in: 0..<5, using: &random))"
                ),
                isCompleted: done,
                ownerID: [nil, owners[0], owners[1]][Int.random(in: 0..<3, using: &random)],
                // Few distinct values, so that ties (broken by id) and page boundaries inside a
                // run of equal values are common.
                due: Bool.random(using: &random)
                    ? nil : dueDate("2027-01-15").adding(days: Int.random(in: -3...3, using: &random)),
                priority: [nil, Priority.high, .medium, .low][Int.random(in: 0..<4, using: &random)],
                tags: try! Tags(
                    ["home", "work", "q1"].filter { _ in Int.random(in: 0..<3, using: &random) == 0 }.map(tag)
                ),
                createdAt: Bool.random(using: &random)
                    ? nil
                    : Date(timeIntervalSince1970: TimeInterval(Int.random(in: 0..<4, using: &random) * 60)),
                // A done item's time, few distinct (ties), some done before crew kept the time.
                completedAt: done && Bool.random(using: &random)
                    ? Date(timeIntervalSince1970: TimeInterval(Int.random(in: 0..<4, using: &random) * 60))
                    : nil)
        }
        let stored = try await sut.insert(newItems)
        let filters = [
            ItemFilter(), ItemFilter(status: .pending, owner: .user(owners[0])),
            ItemFilter(status: .completed, owner: .nobody),
            ItemFilter(search: query("milk")), ItemFilter(status: .pending, search: query("mi")),
            // Several words, in any order, a one-character word at a word's start.
            ItemFilter(search: query("3 milk")), ItemFilter(search: query("way milky")),
            ItemFilter(status: .pending, search: query("milk oat")), ItemFilter(search: query("k 1")),
            ItemFilter().overdue(today: dueDate("2027-01-15")), ItemFilter(dueBefore: dueDate("2027-01-17")),
            ItemFilter(dueAfter: dueDate("2027-01-14")),
            ItemFilter(status: .pending, dueBefore: dueDate("2027-01-17"), dueAfter: dueDate("2027-01-13")),
            ItemFilter(tags: tags("home")), ItemFilter(tags: tags("home", "work")),
            ItemFilter(priority: .high),
            ItemFilter(owner: .user(owners[1]), tags: tags("q1"), priority: .low),
        ]
        let sorted =
            ItemSort.allCases.map(ItemOrder.sorted) + [ItemOrder.pendingFirst, .id, .ownerFirst(owners[0])]
        for filter in filters {
            let forward = sorted + (filter.search.map { [.relevance(to: $0)] } ?? [])
            let both = forward + forward.map(ItemOrder.reversed)
            // Each read from its end too (a screen's `G`), and the exact mirror spelled directly.
            let orders = both + both.map(\.fromTheEnd) + [.backwards(.id), .backwards(.reversed(.id))]
            for order in orders {
                let expected = stored.filter(filter.admits).sorted(by: order.areInIncreasingOrder)
                var actual: [Item] = []
                var request: PageRequest? = pageOf(7)
                while let current = request {
                    let page = try await sut.items(matching: filter, order: order, page: current)
                    actual += page.elements
                    request = page.next
                }
                #expect(actual == expected, "\(filter) \(order)")
                let counts = try await sut.counts(matching: filter)
                #expect(
                    counts
                        == ItemCounts(total: expected.count, completed: expected.count(where: \.isCompleted)))
            }
        }
    }

    @Test(
        "search matches and ranks by the Domain's folding on any text: combining marks, emoji, case beyond ASCII",
        arguments: StoreKind.allCases)
    func unicodeSearchAgreesWithDomain(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let names = [
            "Café crème", "Cafe\u{301} noir", "CAFÉ", "café", "Straße", "STRASSE", "ΟΔΟΣ Σοφίας", "οδος",
            "İstanbul trip", "istanbul", "\u{212A}elvin scale", "kelvin", "👩‍👩‍👧 family dinner", "👩 alone",
            "ｆｕｌｌ width", "full width", "שלום עולם", "עולם", "Ǆemal", "ǆemal", "naïve plan", "naive plan",
            "50% done_ok", "50 done ok", "back\\slash", "a_b", "a%b",
        ]
        let stored = try await sut.insert(names.map { makeNewItem($0) })
        let queries = [
            "é", "e\u{301}", "cafe", "café", "CAFÉ", "straße", "ss", "οδος", "ΟΔΟΣ", "σ ", "i̇s", "İst", "ist",
            "kelvin", "\u{212A}e", "👩‍👩", "👩", "ｆｕ", "full", "עולם", "ǆe", "Ǆ", "naï", "50%", "_o", "%b",
            "\\s", "a_", "ok",
        ].compactMap { try? SearchQuery($0) }
        #expect(queries.count > 20)
        for query in queries {
            let filter = ItemFilter(search: query)
            for order in [ItemOrder.relevance(to: query), .pendingFirst, .sorted(.name)] {
                let expected = stored.filter(filter.admits).sorted(by: order.areInIncreasingOrder)
                var actual: [Item] = []
                var request: PageRequest? = pageOf(3)
                while let current = request {
                    let page = try await sut.items(matching: filter, order: order, page: current)
                    actual += page.elements
                    request = page.next
                }
                #expect(actual.map(\.name.value) == expected.map(\.name.value), "\(query.value) \(order)")
            }
            #expect(try await sut.counts(matching: filter).total == stored.filter(filter.admits).count)
        }
    }

    @Test(
        "a revision decides from the rows its write reads, and writes what it decided",
        arguments: StoreKind.allCases)
    func reviseDecidesInsideTheWrite(kind: StoreKind) async throws {
        let sut = try makeSUT(kind)
        let stored = try await sut.insert([makeNewItem("a"), makeNewItem("b")])
        let ids = stored.map(\.id)
        let revised = try await sut.revise(ids + [itemID(999)]) { records in
            let named = records.items.sorted { $0.id < $1.id }.map {
                var item = $0
                item.name = itemName($0.name.value + "!")
                return item
            }
            return ItemRevision(updated: named, made: [makeNewItem("made")], outcome: records.items.count)
        }
        #expect(revised.outcome == 2, "missing ids are left out of what the decision reads")
        #expect(revised.updated.map(\.name.value) == ["a!", "b!"])
        #expect(revised.added.map(\.name.value) == ["made"])
        #expect(try await sut.item(withID: ids[0])?.name.value == "a!")
        let unchanged = try await sut.revise(ids) { _ in ItemRevision(updated: [], outcome: "nothing") }
        #expect(unchanged.outcome == "nothing")
        #expect(unchanged.updated.isEmpty && unchanged.added.isEmpty)
        await #expect(throws: DomainError.itemNotFound(itemID(1))) {
            try await sut.revise(ids) { _ -> ItemRevision<Int> in throw DomainError.itemNotFound(itemID(1)) }
        }
        #expect(try await sut.counts(matching: ItemFilter()).total == 3)
    }

    @Test("two stores revising one item at once lose no revision", arguments: StoreKind.allCases)
    func concurrentRevisionsLoseNothing(kind: StoreKind) async throws {
        let (first, second) = try kind.makeTwoStoresOnOneDatabase(in: directory)
        let id = try await first.insert([makeNewItem("n")])[0].id
        try await withThrowingTaskGroup(of: Void.self) { group in
            for store in [first, second] {
                group.addTask {
                    for _ in 0..<25 {
                        _ = try await store.revise([id]) { records in
                            var item = records.items[0]
                            item.name = itemName(item.name.value + "x")
                            return ItemRevision(updated: [item], outcome: 0)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await first.item(withID: id)?.name.value == "n" + String(repeating: "x", count: 50))
    }

    // MARK: - Helpers

    private func makeSUT(_ kind: StoreKind) throws -> any LocalStore {
        try kind.makeStore(in: directory)
    }
}
