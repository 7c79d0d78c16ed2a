import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// The stores' own limits, each tested one past it on every store (Limits.md lists them all): a
/// search's best rows kept whole, the journal's length.
@Suite("Store specs past their limits")
final class LimitStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test(
        "a search read to its end past the rows kept whole lists every match once, best first",
        arguments: StoreKind.allCases)
    func searchPastTheKeptRows(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let total = RankedSearch.matchesKeptWhole + 1
        _ = try await sut.insert(
            (0..<total).map { makeNewItem("match \($0)", done: $0 % 4 == 0) } + [makeNewItem("other")])
        let match = try SearchQuery("match")
        var ids: [Int] = []
        var request: PageRequest? = pageOf(999)
        while let current = request {
            let page = try await sut.items(
                matching: ItemFilter(search: match), order: .relevance(to: match), page: current)
            ids += page.elements.map(\.id.rawValue)
            request = page.next
        }
        let pending = (1...total).filter { ($0 - 1) % 4 != 0 }
        let done = (1...total).filter { ($0 - 1) % 4 == 0 }
        #expect(ids == pending + done)
    }

    @Test(
        "past the journal's 1,000 changes the oldest is forgotten: a thousand undos, then nothing to undo",
        arguments: StoreKind.allCases)
    func journalPastItsLength(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let items = try await sut.insert([makeNewItem("counted")])
        var item = try #require(items.first)
        for number in 1...1_000 {
            item.name = itemName("counted \(number)")
            try await sut.update([item])
        }
        var undone = 0
        while try await sut.undoLastChange() != nil { undone += 1 }
        #expect(undone == 1_000, "the add, the oldest of 1,001 changes, is forgotten")
        #expect(try await sut.item(withID: item.id)?.name.value == "counted", "the first rename undone")
    }

    @Test(
        "upgrading a PostgreSQL store refolds every name, past the 500 a statement writes",
        PostgresTestServer.trait)
    func refoldPastItsBatch() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let old = try PostgresStore(
            url: url, schema: schema, migratingTo: PostgresSchema.refoldingVersion - 1)
        // Version 2 folded names with their accents: 501 of them, written as that version did.
        _ = try await old.runForTesting(
            "INSERT INTO items (id, name, name_key) SELECT g, 'Résumé ' || g, 'résumé ' || g FROM generate_series(1, 501) AS g",
            "SELECT setval('item_ids', 501)")
        let upgraded = try PostgresStore(url: url, schema: schema)
        let found = try await upgraded.items(
            matching: ItemFilter(search: try SearchQuery("resume")), order: .id, page: pageOf(1_000))
        #expect(found.elements.count == 501, "every name folded again, the 501st too")
    }
}
