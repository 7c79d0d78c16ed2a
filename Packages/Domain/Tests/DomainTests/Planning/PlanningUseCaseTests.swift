import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Planning use cases")
struct PlanningUseCaseTests {
    private let stamp = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("adding stamps the creation time, to the second; completing stamps, reopening clears")
    func timestamps() async throws {
        let items = InMemoryItemRepository()
        let users = InMemoryUserRepository()
        let clock = WallClock { Date(timeIntervalSince1970: 1_800_000_000.75) }
        let added = try await AddItem(items: items, users: users, clock: clock).execute(makeNewItem("a"))
        #expect(added.createdAt == stamp)
        #expect(added.completedAt == nil)
        let done = try await CompleteItems(
            items: items, clock: stoppedClock(at: 1_800_000_500), today: dueDate("2027-01-15")
        ).execute([
            added.id
        ])
        #expect(done[0].completedAt == Date(timeIntervalSince1970: 1_800_000_500))
        let again = try await CompleteItems(
            items: items, clock: stoppedClock(at: 1_900_000_000), today: dueDate("2027-01-15")
        ).execute([
            added.id
        ])
        #expect(
            again[0].completedAt == Date(timeIntervalSince1970: 1_800_000_500), "the first completion stands")
        let reopened = try await ReopenItems(items: items).execute([added.id])
        #expect(reopened[0].completedAt == nil)
        #expect(reopened[0].createdAt == stamp)
    }

    @Test("an import keeps the times its document gives and creates the others now")
    func importTimes() async throws {
        let items = InMemoryItemRepository()
        var dated = makeNewItem("dated")
        dated.createdAt = Date(timeIntervalSince1970: 10)
        let stored = try await ImportItems(
            items: items, users: InMemoryUserRepository(), clock: stoppedClock()
        )
        .execute([dated, makeNewItem("undated")])
        #expect(stored.map(\.createdAt) == [Date(timeIntervalSince1970: 10), stamp])
    }

    @Test("edit changes only the fields it names, and writes nothing when nothing changes")
    func edit() async throws {
        let items = InMemoryItemRepository([makeItem(id: 1, name: "a", owner: 7, tags: tags("home", "work"))])
        let sut = makeEditSUT(items, users: [makeUser(id: 7), makeUser(id: 8)])
        let edited = try await sut.execute(
            itemID(1),
            ItemEdit(
                owner: .set(userID(8)), due: .set(dueDate("2027-02-01")), priority: .set(.high),
                addedTags: [tag("urgent")], removedTags: [tag("home")]))
        #expect(
            edited.items
                == [
                    makeItem(
                        id: 1, name: "a", owner: 8, due: dueDate("2027-02-01"), priority: .high,
                        tags: tags("urgent", "work"))
                ])
        let cleared = try #require(
            try await sut.execute(itemID(1), ItemEdit(owner: .clear, due: .clear, priority: .clear)).first)
        #expect(cleared.ownerID == nil && cleared.due == nil && cleared.priority == nil)
        #expect(cleared.tags == tags("urgent", "work"))
        let writes = await items.writes.count
        _ = try await sut.execute(itemID(1), ItemEdit(due: .clear, removedTags: [tag("nope")]))
        #expect(await items.writes.count == writes, "an edit that changes nothing writes nothing")
    }

    @Test("edit refuses a missing owner, a 17th tag, and a missing item, writing nothing")
    func editRefusals() async throws {
        let many = try Tags((1...16).map { tag("t\($0)") })
        let items = InMemoryItemRepository([makeItem(id: 1, tags: many)])
        let sut = makeEditSUT(items)
        await #expect(throws: DomainError.userNotFound(userID(9))) {
            try await sut.execute(itemID(1), ItemEdit(owner: .set(userID(9))))
        }
        await #expect(throws: ValidationError(field: .tags, problem: .tooMany(maximum: 16))) {
            try await sut.execute(itemID(1), ItemEdit(addedTags: [tag("t17")]))
        }
        await #expect(throws: DomainError.itemNotFound(itemID(2))) {
            try await sut.execute(itemID(2), ItemEdit(priority: .set(.low)))
        }
        #expect(await items.writes.isEmpty)
    }

    @Test("one edit to several items is one write, all of them or none; a name for several is refused")
    func editSeveral() async throws {
        let items = InMemoryItemRepository([
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b", priority: .low),
            makeItem(id: 3, name: "c"),
        ])
        let sut = makeEditSUT(items, users: [makeUser(id: 7)])
        let edited = try await sut.execute(
            [itemID(3), itemID(1), itemID(3)],
            ItemEdit(owner: .set(userID(7)), due: .set(dueDate("2027-02-01"))))
        #expect(edited.items.map(\.id) == [itemID(3), itemID(1)], "each once, in the order named")
        #expect(edited.items.allSatisfy { $0.ownerID == userID(7) && $0.due == dueDate("2027-02-01") })
        #expect(await items.writes.count == 1, "one write: one journal entry, one undo")
        let before = await items.writes
        await #expect(throws: DomainError.missingItems([itemID(9)])) {
            try await sut.execute([itemID(2), itemID(9)], ItemEdit(priority: .set(.high)))
        }
        await #expect(throws: DomainError.oneNameForSeveralItems(count: 2)) {
            try await sut.execute([itemID(1), itemID(2)], ItemEdit(name: itemName("same")))
        }
        #expect(await items.writes == before, "nothing written by a refused edit")
        #expect(try await items.item(withID: itemID(2)).priority == .low)
        // One id given (twice, even) is the single edit, which may rename.
        let renamed = try await sut.execute([itemID(2), itemID(2)], ItemEdit(name: itemName("bee")))
        #expect(renamed.items.map(\.name) == [itemName("bee")])
    }

    @Test("several items given to one user in one write, or none when an id names nothing")
    func assignSeveral() async throws {
        let items = InMemoryItemRepository([makeItem(id: 1), makeItem(id: 2, owner: 7)])
        let sut = AssignItem(items: items, users: InMemoryUserRepository([makeUser(id: 7)]))
        let assigned = try await sut.execute([itemID(1), itemID(2)], to: userID(7))
        #expect(assigned.items.allSatisfy { $0.ownerID == userID(7) })
        #expect(assigned.unchanged == [itemID(2)], "item 2 already was theirs")
        #expect(await items.writes.count == 1)
        await #expect(throws: DomainError.missingItems([itemID(5)])) {
            try await sut.execute([itemID(1), itemID(5)], to: nil)
        }
        #expect(try await items.item(withID: itemID(1)).ownerID == userID(7))
    }

    @Test("a damaged item is edited only with a new name, which repairs it and keeps its fields")
    func editDamaged() async throws {
        let damaged = DamagedItem(
            id: itemID(1), isCompleted: false, ownerID: nil, due: dueDate("2027-01-20"), tags: tags("home"),
            problem: ValidationError(field: .itemName, problem: .empty))
        let items = InMemoryItemRepository(damaged: [damaged])
        let sut = makeEditSUT(items)
        await #expect(throws: DomainError.damagedItem(itemID(1), damaged.problem)) {
            try await sut.execute(itemID(1), ItemEdit(priority: .set(.low)))
        }
        let repaired = try await sut.execute(
            itemID(1), ItemEdit(name: itemName("fixed"), priority: .set(.low)))
        #expect(
            repaired.items
                == [
                    makeItem(
                        id: 1, name: "fixed", due: dueDate("2027-01-20"), priority: .low, tags: tags("home"))
                ])
    }

    @Test(
        "a user is named by id, e-mail, or the start of exactly one name, in any case",
        arguments: [
            ("3", 3), ("chloe@example.org", 3), ("CHLOE@example.org", 3), ("chl", 3), ("Ch", nil), ("b", 9),
        ])
    func findUser(text: String, expected: Int?) async throws {
        let sut = makeFindUserSUT([
            makeUser(id: 3, name: "Chloé Martin", email: "chloe@example.org"),
            makeUser(id: 7, name: "Charles Xu", email: "cx@example.org"),
            makeUser(id: 9, name: "bob", email: "bob@example.org"),
        ])
        let reference = try UserReference(text)
        if let expected {
            #expect(try await sut.execute(reference).id == userID(expected))
        } else {
            await #expect(
                throws: DomainError.ambiguousUser(
                    "Ch",
                    matches: [
                        makeUser(id: 3, name: "Chloé Martin", email: "chloe@example.org"),
                        makeUser(id: 7, name: "Charles Xu", email: "cx@example.org"),
                    ], total: 2)
            ) { try await sut.execute(reference) }
        }
    }

    @Test(
        "a user is found by the start of any word of the name, folding case and accents",
        arguments: [
            ("zoe", 4), ("ØRST", 4), ("orsted", 4), ("smith", 5), ("Bob Sm", 5), ("martin", 3), ("chloe", 3),
            ("xu", 7),
        ])
    func findUserByAnyWord(text: String, expected: Int) async throws {
        let sut = makeFindUserSUT([
            makeUser(id: 3, name: "Chloé Martin"), makeUser(id: 4, name: "Zoë Ørsted"),
            makeUser(id: 5, name: "Bob Smith"), makeUser(id: 7, name: "Charles Xu"),
        ])
        #expect(try await sut.execute(try UserReference(text)).id == userID(expected))
    }

    @Test("a start that begins words of several names is refused, listing them")
    func ambiguousWordStart() async throws {
        let sut = makeFindUserSUT([
            makeUser(id: 3, name: "Chloé Martin"), makeUser(id: 8, name: "Martine Dubois"),
        ])
        await #expect(
            throws: DomainError.ambiguousUser(
                "mart",
                matches: [makeUser(id: 3, name: "Chloé Martin"), makeUser(id: 8, name: "Martine Dubois")],
                total: 2)
        ) { try await sut.execute(try UserReference("mart")) }
    }

    @Test("search folds accents the way names are folded: resume finds Résumé, and Résumé finds resume")
    func searchFoldsAccents() throws {
        let query = try SearchQuery("resume")
        #expect(query.matches(itemName("Résumé screening")))
        #expect(try SearchQuery("RÉSUMÉ").matches(itemName("resume screening")))
        #expect(try SearchQuery("strasse").matches(itemName("Hauptstraße 5")))
        #expect(try SearchQuery("orsted").matches(itemName("Call Zoë Ørsted")))
        #expect(try SearchQuery("istanbul").matches(itemName("Trip to İstanbul")))
        #expect(!(try SearchQuery("resumes").matches(itemName("Résumé"))))
    }

    @Test("a name nobody has, an e-mail nobody has, and an id nobody has are each their own error")
    func findNobody() async throws {
        let sut = makeFindUserSUT([makeUser(id: 1, name: "Ada")])
        await #expect(throws: DomainError.noUserNamed("zed")) {
            try await sut.execute(try UserReference("zed"))
        }
        await #expect(throws: DomainError.noUserWithEmail(emailAddress("x@y.org"))) {
            try await sut.execute(try UserReference("x@y.org"))
        }
        await #expect(throws: DomainError.userNotFound(userID(5))) {
            try await sut.execute(try UserReference("5"))
        }
        #expect(throws: ValidationError.self) { try UserReference("0") }
        #expect(throws: ValidationError.self) { try UserReference("a@") }
        #expect(throws: ValidationError.self) { try UserReference("  ") }
    }

    // MARK: - Helpers

    private func makeFindUserSUT(_ users: [User]) -> FindUser {
        FindUser(users: InMemoryUserRepository(users))
    }

    /// An edit of `items`, whose owners may be `users`.
    private func makeEditSUT(_ items: InMemoryItemRepository, users: [User] = []) -> EditItem {
        EditItem(items: items, users: InMemoryUserRepository(users))
    }
}
