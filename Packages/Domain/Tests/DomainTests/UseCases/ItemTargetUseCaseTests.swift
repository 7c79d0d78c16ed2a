import Domain
import DomainTestSupport
import Testing

/// The use cases that change several items take "every item a filter admits" as their target:
/// the repository chooses the items inside the change's write, so the change reaches every match
/// at any size (the sizes cross the largest page a listing reads), in one write.
@Suite("Changes to every item a filter admits")
struct ItemTargetUseCaseTests {
    static let sizes = [
        0, 1, PageRequest.maximumLimit, PageRequest.maximumLimit + 1, 2 * PageRequest.maximumLimit + 1,
    ]
    private static let filter = ItemFilter(status: .pending, tags: tags("x"))

    @Test(
        "complete, reopen, assign and edit change every match in one write, and nothing else",
        arguments: sizes)
    func everyChangeReachesEveryMatch(size: Int) async throws {
        let (items, users, matching) = makeSUT(matching: size)
        let today = dueDate("2027-01-15")

        let completed = try await CompleteItems(items: items, clock: stoppedClock(), today: today)
            .execute(.matching(Self.filter))
        #expect(completed.changed.map(\.id) == matching)
        #expect(try await items.counts(matching: Self.filter).total == 0)
        #expect(try await items.counts(matching: ItemFilter(status: .pending)).total == 2, "the others stay")

        let done = ItemFilter(status: .completed, tags: tags("x"))
        let reopened = try await ReopenItems(items: items).execute(.matching(done))
        #expect(reopened.changed.map(\.id) == [itemID(3)] + matching, "the one done before, too, in id order")

        let assigned = try await AssignItem(items: items, users: users).execute(
            .matching(Self.filter), to: userID(1))
        #expect(assigned.changed.count == size + 1)
        let edit = ItemEdit<User.ID>(priority: .set(.high))
        let edited = try await EditItem(items: items, users: users).execute(.matching(Self.filter), edit)
        #expect(edited.changed.count == size + 1)
        #expect(try await items.counts(matching: ItemFilter(priority: .high)).total == size + 1)

        let writes = await items.writes
        #expect(writes.count == (size == 0 ? 3 : 4), "one write a change (none for a completion of nothing)")
    }

    @Test("a removal by filter removes every match in one write and returns them", arguments: sizes)
    func removalReachesEveryMatch(size: Int) async throws {
        let (items, _, matching) = makeSUT(matching: size)
        let removed = try await RemoveItems(items: items).execute(.matching(Self.filter))
        #expect(removed.items.map(\.id) == matching)
        #expect(try await items.counts(matching: ItemFilter()).total == 3)
        #expect(await items.writes.count == 1)
    }

    @Test("a preview counts a filter whole and names the first few by id", arguments: sizes)
    func previewCountsEveryMatch(size: Int) async throws {
        let (items, _, matching) = makeSUT(matching: size)
        let preview = try await PreviewChange(items: items).execute(.matching(Self.filter), showing: 5)
        #expect(preview.total == size)
        #expect(preview.first.map(\.id) == Array(matching.prefix(5)))
        #expect(await items.writes.isEmpty)
    }

    @Test("a preview of ids counts each once, and names every missing one")
    func previewOfIDs() async throws {
        let (items, _, _) = makeSUT(matching: 3)
        let preview = try await PreviewChange(items: items).execute(
            .ids([itemID(5), itemID(4), itemID(5)]), showing: 1)
        #expect(preview.total == 2)
        #expect(preview.first == [ChangePreview.Entry(id: itemID(5), name: itemName("x 5"))])
        await #expect(throws: DomainError.itemsNotFound([itemID(98), itemID(99)])) {
            try await PreviewChange(items: items).execute(
                .ids([itemID(4), itemID(98), itemID(99)]), showing: 5)
        }
    }

    @Test(
        "a preview of a change of status counts only the items it would change: none when every one already is as asked"
    )
    func previewOfWhatWouldChange() async throws {
        let (items, _, matching) = makeSUT(matching: 3)
        let tagged = ItemFilter(tags: tags("x"))
        let completing = try await PreviewChange(items: items).execute(
            .matching(tagged), showing: 5, changing: .pending)
        #expect(completing.total == 3 && completing.first.map(\.id) == matching)
        let reopening = try await PreviewChange(items: items).execute(
            .matching(tagged), showing: 5, changing: .completed)
        #expect(reopening.total == 1 && reopening.first.map(\.id) == [itemID(3)] && reopening.named == 4)
        // A filter of done items completed again changes nothing: nothing to ask about.
        let done = ItemFilter(status: .completed, tags: tags("x"))
        #expect(
            try await PreviewChange(items: items).execute(.matching(done), showing: 5, changing: .pending)
                .total == 0)
        let ids = try await PreviewChange(items: items).execute(
            .ids([itemID(3), itemID(4), itemID(5)]), showing: 5, changing: .completed)
        #expect(ids.total == 1 && ids.first.map(\.id) == [itemID(3)] && ids.named == 3)
        #expect(ItemStatusFilter.pending.narrowed(to: .completed) == nil)
        #expect(ItemStatusFilter.all.narrowed(to: .completed) == .completed)
        #expect(ItemStatusFilter.pending.narrowed(to: .all) == .pending)
    }

    @Test("one name for every match is refused when more than one matches, and writes nothing")
    func oneNameForAFilter() async throws {
        let (items, users, _) = makeSUT(matching: 2)
        let rename = ItemEdit<User.ID>(name: itemName("same"))
        await #expect(throws: DomainError.oneNameForSeveralItems(count: 2)) {
            try await EditItem(items: items, users: users).execute(.matching(Self.filter), rename)
        }
        #expect(await items.writes.isEmpty)
    }

    @Test("a damaged record a filter chooses stops the change (named), and is removed by a removal")
    func damagedMatch() async throws {
        let damaged = DamagedItem(
            id: itemID(9), fields: ItemFields(tags: tags("x")),
            problem: ValidationError(field: .itemName, problem: .empty))
        let items = InMemoryItemRepository([makeItem(id: 1, tags: tags("x"))], damaged: [damaged])
        await #expect(throws: DomainError.damagedItem(itemID(9), damaged.problem)) {
            try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
                .execute(.matching(Self.filter))
        }
        #expect(await items.writes.isEmpty)
        let removed = try await RemoveItems(items: items).execute(.matching(Self.filter))
        #expect(removed.items.map(\.id) == [itemID(1)])
        #expect(removed.damaged.map(\.id) == [itemID(9)])
    }

    // MARK: - Helpers

    /// Items 1–3 are refused by the filter (untagged, tagged otherwise, done); items 4 on, `size`
    /// of them, match it. Returns the repositories and the matching ids.
    private func makeSUT(matching size: Int) -> (
        items: InMemoryItemRepository, users: InMemoryUserRepository, matching: [Item.ID]
    ) {
        let refused = [
            makeItem(id: 1, name: "untagged"), makeItem(id: 2, name: "other", tags: tags("y")),
            makeItem(id: 3, name: "done", done: true, tags: tags("x")),
        ]
        let matching = (0..<size).map { makeItem(id: 4 + $0, name: "x \(4 + $0)", tags: tags("x")) }
        let items = InMemoryItemRepository(refused + matching)
        return (items, InMemoryUserRepository([makeUser(id: 1)], items: items), matching.map(\.id))
    }
}
