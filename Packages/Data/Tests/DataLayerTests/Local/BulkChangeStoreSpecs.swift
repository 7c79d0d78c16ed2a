import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// A change to "every item a filter admits" is chosen by the store inside the change's own write,
/// so it reaches exactly what the same filter lists, past every page, batch and statement limit,
/// as one journal entry that one undo takes back. Run against each implementation, at sizes on
/// both sides of the largest page a listing reads (`PageRequest.maximumLimit`) and of the rows a
/// statement writes (`rowsPerStatement`).
@Suite("Bulk change store specs")
final class BulkChangeStoreSpecs {
    private let directory = TemporaryDirectory()

    /// Sizes that cross the limits a bulk change once stopped at: none, one, the largest page and
    /// one past it, and more than two pages.
    static let sizes = [
        0, 1, PageRequest.maximumLimit, PageRequest.maximumLimit + 1, 2 * PageRequest.maximumLimit + 501,
    ]

    @Test(
        "a revision by filter decides from every match, writes each, and one undo puts all back",
        arguments: StoreKind.allCases, sizes)
    func revisesEveryMatch(kind: StoreKind, size: Int) async throws {
        let sut = try kind.makeStore(in: directory)
        let tagged = try await seed(sut, matching: size)
        let filter = ItemFilter(status: .pending, tags: tags("x"))
        let before = try await StoreContentsSnapshot(of: sut, pageSize: PageRequest.maximumLimit)
        let previous = try await sut.newestChangeNumber()

        let revised = try await sut.revise(.matching(filter)) { records in
            let completed = records.items.map { item in
                var done = item
                done.isCompleted = true
                return done
            }
            return ItemRevision(updated: completed, outcome: records.items.map(\.id))
        }

        #expect(revised.outcome == tagged, "every match, in id order, and nothing else")
        #expect(revised.updated.count == size)
        #expect(try await sut.counts(matching: filter).total == 0)
        #expect(
            try await sut.counts(matching: ItemFilter(status: .pending)).total == 3, "the others stay pending"
        )
        try await expectOneEntryThenUndo(sut, after: previous, touching: size, back: before)
    }

    @Test(
        "a removal by filter removes every match and only them, and one undo puts all back",
        arguments: StoreKind.allCases, sizes)
    func removesEveryMatch(kind: StoreKind, size: Int) async throws {
        let sut = try kind.makeStore(in: directory)
        let tagged = try await seed(sut, matching: size)
        let before = try await StoreContentsSnapshot(of: sut, pageSize: PageRequest.maximumLimit)
        let previous = try await sut.newestChangeNumber()

        let removed = try await sut.deleteItems(.matching(ItemFilter(status: .pending, tags: tags("x"))))

        #expect(removed.items.map(\.id).sorted() == tagged)
        #expect(
            try await sut.counts(matching: ItemFilter()).total == 4,
            "the untagged, the done one and the other tag")
        try await expectOneEntryThenUndo(sut, after: previous, touching: size, back: before)
    }

    @Test(
        "a change to 13,000 items by id writes each (PostgreSQL once overflowed its stack sending their updates)",
        arguments: StoreKind.allCases)
    func revisesThousandsOfIDs(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let stored = try await sut.insert((1...13_000).map { makeNewItem("n\($0)") })
        let revised = try await sut.revise(.ids(stored.map(\.id))) { records in
            ItemRevision(
                updated: records.items.map { item in
                    var done = item
                    done.isCompleted = true
                    return done
                }, outcome: records.items.count)
        }
        #expect(revised.outcome == 13_000)
        #expect(try await sut.counts(matching: ItemFilter(status: .completed)).total == 13_000)
    }

    @Test(
        "a filter with a search chooses the items its listing lists, past every page",
        arguments: StoreKind.allCases)
    func searchChoosesWhatTheListingLists(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let names = (1...(PageRequest.maximumLimit + 1)).map {
            $0 % 3 == 0 ? "Café task \($0)" : "Other \($0)"
        }
        _ = try await sut.insert(
            names.map { makeNewItem($0) } + [makeNewItem("CAFE TASKS"), makeNewItem("ca fe")])
        let filter = ItemFilter(search: try SearchQuery("cafe"))
        var listed: [Item.ID] = []
        var page: PageRequest? = pageOf(PageRequest.maximumLimit)
        while let current = page {
            let read = try await sut.items(matching: filter, order: .id, page: current)
            listed += read.elements.map(\.id)
            page = read.next
        }

        let chosen = try await sut.revise(.matching(filter)) { records in
            ItemRevision(updated: [], outcome: records.items.map(\.id))
        }.outcome

        #expect(chosen == listed)
        #expect(chosen.count == PageRequest.maximumLimit / 3 + 1)
    }

    /// Stores `size` pending items tagged `x` between others the filter refuses (untagged, done,
    /// tagged otherwise), each refused kind once before and after, and returns the tagged ids.
    private func seed(_ store: any LocalStore, matching size: Int) async throws -> [Item.ID] {
        let tagged = NewItem(name: itemName("tagged"), fields: ItemFields(tags: tags("x")))
        var done = tagged
        done.fields.isCompleted = true
        var other = tagged
        other.fields.tags = tags("y")
        _ = try await store.insert([makeNewItem("untagged"), done])
        let matching = try await store.insert(
            (0..<size).map { number in
                var item = tagged
                item.name = itemName("tagged \(number)")
                return item
            })
        _ = try await store.insert([other, makeNewItem("untagged after")])
        return matching.map(\.id)
    }

    /// The change is one journal entry past `previous` touching `size` items (none for a change
    /// to no item), and undoing it brings the store back to `before`.
    private func expectOneEntryThenUndo(
        _ sut: any LocalStore & JournalStore, after previous: Int?, touching size: Int,
        back before: StoreContentsSnapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        guard size > 0 else {
            #expect(
                try await sut.newestChangeNumber() == previous, "no entry", sourceLocation: sourceLocation)
            return
        }
        let newest = try #require(try await sut.recentChanges(limit: 1).first, sourceLocation: sourceLocation)
        #expect(newest.sequence == (previous ?? 0) + 1, sourceLocation: sourceLocation)
        #expect(newest.items.count == size, sourceLocation: sourceLocation)
        _ = try await sut.undoLastChange()
        #expect(
            try await StoreContentsSnapshot(of: sut, pageSize: PageRequest.maximumLimit) == before,
            sourceLocation: sourceLocation)
    }
}
