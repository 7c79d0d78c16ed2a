import DataLayer
import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

/// A one-character search (what `crew ui` sends at the first key) finds the names with a word
/// that starts with it, on every store: the rows, their order by relevance, and the counts.
@Suite("One-character search store specs")
final class OneCharacterSearchStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test(
        "one character lists, ranks and counts the names with a word starting with it, never a letter inside a word",
        arguments: StoreKind.allCases)
    func wordStarts(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        _ = try await sut.insert(
            ["Buy milk", "Résumé draft", "Water the plants", "Call mom", "Mend the fence", "m", "50% off_m"]
                .map {
                    makeNewItem($0)
                })
        let filter = ItemFilter(search: try SearchQuery("M"))
        let page = try await sut.items(
            matching: filter, order: .relevance(to: try SearchQuery("M")), page: .first)
        #expect(page.elements.map(\.name.value) == ["m", "Mend the fence", "Buy milk", "Call mom"])
        #expect(try await sut.counts(matching: filter).total == 4)
        let percent = ItemFilter(search: try SearchQuery("%"))
        #expect(try await sut.items(matching: percent, order: .id, page: .first).elements.isEmpty)
        let digit = ItemFilter(search: try SearchQuery("5"))
        #expect(
            try await sut.items(matching: digit, order: .id, page: .first).elements.map(\.name.value) == [
                "50% off_m"
            ])
    }
}
