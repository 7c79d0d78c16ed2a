import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// The pages an API's cache holds as the server answered them (`RecordedPage`), run against each
/// store: a page stands while nothing it depends on was written, and only that long.
@Suite("Recorded pages store specs")
final class RecordedPagesStoreSpecs {
    private let directory = TemporaryDirectory()
    private let page = RecordedPage(answer: "18077-0123456789abcdef0123456789abcdef", kept: 3, skipped: 1)
    private let all = ItemFilter()

    /// A cache with a user and items 1, 2, 3, 5 and 6, and items 1 to 3 recorded as the page of
    /// ids 1...4.
    private func makeSUT(_ kind: StoreKind, contents: StoreContents = .cache(origin: "http://127.0.0.1:80"))
        async throws -> any LocalStore
    {
        let sut = try kind.makeStore(in: directory, contents: contents)
        try await sut.save([makeUser(id: 1)])
        try await sut.save([1, 2, 3, 5, 6].map { makeItem(id: $0, name: "item \($0)", owner: 1) })
        try await sut.replaceItems(
            matching: all, idsIn: 1...4, with: (1...3).map { makeItem(id: $0, name: "item \($0)", owner: 1) },
            recording: page)
        return sut
    }

    @Test(
        "a page recorded is found for its listing and span, and for no other", arguments: StoreKind.allCases)
    func found(kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == page)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...5) == nil)
        #expect(try await sut.recordedPage(matching: all, idsIn: 2...4) == nil)
        #expect(try await sut.recordedPage(matching: ItemFilter(status: .pending), idsIn: 1...4) == nil)
        var searched = all
        searched.search = try SearchQuery("item")
        #expect(try await sut.recordedPage(matching: searched, idsIn: 1...4) == nil)
    }

    @Test(
        "what cannot change a page leaves it standing: the time of a refresh, users and items saved as they are",
        arguments: StoreKind.allCases)
    func standsWhileNothingChanges(kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.recordRefresh(of: .items, at: Date(timeIntervalSince1970: 1_000))
        try await sut.recordRefresh(of: .users, at: Date(timeIntervalSince1970: 1_000))
        try await sut.save([makeUser(id: 1)])
        try await sut.replaceItems(
            matching: all, idsIn: 1...4, with: (1...3).map { makeItem(id: $0, name: "item \($0)", owner: 1) })
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == page)
    }

    @Test(
        "a write the page depends on makes it out of date",
        arguments: StoreKind.allCases, PageWrite.allCases)
    func outOfDateAfterAWrite(kind: StoreKind, write: PageWrite) async throws {
        let sut = try await makeSUT(kind)
        try await write.apply(to: sut)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == nil)
    }

    @Test(
        "another page's replacement keeps a page whose span it does not meet, and drops one it meets",
        arguments: StoreKind.allCases)
    func otherPages(kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        let later = RecordedPage(answer: "9-ffff", kept: 1, skipped: 0)
        // Item 6 renamed and item 5 gone: a write, within 5...9 only.
        try await sut.replaceItems(
            matching: all, idsIn: 5...9, with: [makeItem(id: 6, name: "renamed", owner: 1)], recording: later)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == page)
        #expect(try await sut.recordedPage(matching: all, idsIn: 5...9) == later)
        let cached = try await sut.items(matching: all, order: .id, page: pageOf(10)).elements
        #expect(cached.map(\.name.value) == ["item 1", "item 2", "item 3", "renamed"])
        // A pending listing's page over 3...6 that changes item 3 meets both.
        try await sut.replaceItems(
            matching: ItemFilter(status: .pending), idsIn: 3...6,
            with: [makeItem(id: 3, name: "changed", owner: 1), makeItem(id: 6, name: "renamed", owner: 1)],
            recording: later)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == nil)
        #expect(try await sut.recordedPage(matching: all, idsIn: 5...9) == nil)
        #expect(try await sut.recordedPage(matching: ItemFilter(status: .pending), idsIn: 3...6) == later)
    }

    @Test("a page recorded again with the same items keeps the others", arguments: StoreKind.allCases)
    func recordedAgainUnchanged(kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        let second = RecordedPage(answer: "2-aaaa", kept: 2, skipped: 0)
        try await sut.replaceItems(
            matching: all, idsIn: 5...6, with: [5, 6].map { makeItem(id: $0, name: "item \($0)", owner: 1) },
            recording: second)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == page)
        #expect(try await sut.recordedPage(matching: all, idsIn: 5...6) == second)
    }

    @Test("a store of local data records no page", arguments: StoreKind.allCases)
    func localDataRecordsNothing(kind: StoreKind) async throws {
        let sut = try await makeSUT(kind, contents: .localData)
        #expect(try await sut.recordedPage(matching: all, idsIn: 1...4) == nil)
        let cached = try await sut.items(matching: all, order: .id, page: pageOf(10)).elements
        #expect(cached.count == 5, "the replacement itself was made")
    }

    /// The writes a page depends on: its items, their notes, the owners, the waiting changes.
    enum PageWrite: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case itemSaved, itemUpdated, itemRemoved, itemAdded, noteAdded, userChanged, userAdded, changeQueued
        case pageReplacedWhole

        var testDescription: String { rawValue }

        func apply(to store: any LocalStore) async throws {
            switch self {
            case .itemSaved: try await store.save([makeItem(id: 2, name: "changed", owner: 1)])
            case .itemUpdated: try await store.update([makeItem(id: 3, name: "item 3", done: true, owner: 1)])
            case .itemRemoved: _ = try await store.deleteItems([itemID(1)])
            case .itemAdded: try await store.save([makeItem(id: 4, name: "item 4", owner: 1)])
            case .noteAdded:
                var item = makeItem(id: 1, name: "item 1", owner: 1)
                item.notes = [
                    ItemNote(writtenAt: Date(timeIntervalSince1970: 1_000), text: noteText("a note"))
                ]
                try await store.save([item])
            case .userChanged: try await store.save([makeUser(id: 1, name: "Someone Else")])
            case .userAdded: try await store.save([makeUser(id: 2, name: "Zoë", email: "z@x.org")])
            case .changeQueued: _ = try await store.queue(OfflineChange(creates: [makeNewItem("offline")]))
            case .pageReplacedWhole:
                try await store.replaceItems(
                    matching: ItemFilter(), with: [makeItem(id: 1, name: "item 1", owner: 1)])
            }
        }
    }
}
