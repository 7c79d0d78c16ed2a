import DataLayer
import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

/// `--done-since` / `--done-before`: items by the moment they were completed, on every store, as
/// the Domain's rule (`ItemFilter.admits`) says, to the second.
@Suite("Completed-between store specs")
final class CompletedBetweenStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test(
        "items completed since a moment, before one, and between, to the second",
        arguments: StoreKind.allCases)
    func completedBetween(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let moments = [1_800_000_000, 1_800_000_099, 1_800_000_100, 1_800_086_400]
        var items = moments.enumerated().map { index, seconds in
            var item = makeNewItem("c\(index)", done: true)
            item.fields.completedAt = Date(timeIntervalSince1970: TimeInterval(seconds) + 0.5)
            return item
        }
        items.append(makeNewItem("pending"))
        let stored = try await sut.insert(items)
        func names(_ filter: ItemFilter) async throws -> [String] {
            try await sut.items(matching: filter, order: .id, page: .first).elements.map(\.name.value)
        }
        let since = Date(timeIntervalSince1970: 1_800_000_100)
        let before = Date(timeIntervalSince1970: 1_800_086_400)
        #expect(try await names(ItemFilter(completedSince: since)) == ["c2", "c3"])
        #expect(try await names(ItemFilter(completedBefore: since)) == ["c0", "c1"])
        #expect(try await names(ItemFilter(completedSince: since, completedBefore: before)) == ["c2"])
        #expect(try await sut.counts(matching: ItemFilter(completedSince: since)).total == 2)
        // A moment inside a second: the second an item was completed in is compared.
        let inside = Date(timeIntervalSince1970: 1_800_000_099.7)
        let all = try await sut.items(matching: ItemFilter(), order: .id, page: .first).elements
        #expect(
            try await names(ItemFilter(completedSince: inside))
                == all.filter { ItemFilter(completedSince: inside).admits($0) }.map(\.name.value))
        #expect(stored.count == 5)
    }
}
