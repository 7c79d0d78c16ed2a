import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// A cache written before provisional ids were their own kind kept records made offline at the top
/// of the id range (`~n` was 2^53 − n): the upgrade moves them, and what names them, to `~n`.
@Suite("Provisional ids: the upgrade of an older cache")
struct ProvisionalIDMigrationTests {
    private let directory = TemporaryDirectory()
    private static let top = Identifier<Never>.maximum
    private let origin = StoreContents.cache(origin: "http://127.0.0.1:9")

    @Test(
        "SQLite: records made offline, their owner, tags, search and outbox move to ~1, ~2; the counter goes on"
    )
    func sqlite() async throws {
        let path = directory.path("cache.sqlite3")
        let old = try SQLiteStore(path: path, contents: origin, migratingTo: 13)
        try sqliteShell(path, Self.notesTable + ";")
        try await fill(old)
        try sqliteShell(path, (Self.outboxRows + ["DROP TABLE item_notes"]).joined(separator: ";\n") + ";")
        try await expectMoved(try SQLiteStore(path: path, contents: origin), searchesTags: true)
    }

    @Test(
        "PostgreSQL: records made offline, their owner, search and outbox move to ~1, ~2; the counter goes on"
    )
    func postgres() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let old = try PostgresStore(url: url, schema: schema, contents: origin, migratingTo: 7)
        _ = try await old.runForTesting(Self.notesTable)
        try await fill(old)
        for row in Self.outboxRows + ["DROP TABLE item_notes"] { _ = try await old.runForTesting(row) }
        try await expectMoved(
            try PostgresStore(url: url, schema: schema, contents: origin), searchesTags: false)
    }

    @Test("a local store's ids are its own: an id at the top of the range stays the id it was")
    func localStoreUntouched() async throws {
        let path = directory.path("local.sqlite3")
        let old = try SQLiteStore(path: path, migratingTo: 13)
        try sqliteShell(path, Self.notesTable + ";")
        try await old.save([makeItem(id: Self.top, name: "Imported")])
        try sqliteShell(path, "DROP TABLE item_notes;")
        let upgraded = try SQLiteStore(path: path)
        let item = try #require(try await upgraded.item(withID: itemID(Self.top)))
        #expect(item.id.kind == .assigned && item.id.description == "9007199254740991")
    }

    // MARK: - Helpers

    /// Today's code writes an item's notes as rows of their own (schema 15 and 9): the old store
    /// gets the table for the fill, and loses it before the upgrade makes it again.
    private static let notesTable =
        "CREATE TABLE item_notes (id INTEGER PRIMARY KEY, item_id INTEGER, position INTEGER, written_at INTEGER, text TEXT)"

    /// The server's Ada and item 1; Olga and two items as the old scheme made them offline.
    private func fill(_ store: some LocalStore) async throws {
        try await store.save([makeUser(id: 1, email: "ada@x.org"), Self.olga])
        try await store.save([
            makeItem(id: 1, name: "Server item", owner: 1), Self.madeOffline,
            makeItem(id: Self.top - 1, name: "Also offline"),
        ])
    }

    private static let olga = makeUser(id: top, name: "Olga Offline", email: "olga@x.org")
    private static let madeOffline = makeItem(id: top, name: "Made offline", owner: top, tags: tags("ops"))

    /// What the old scheme's outbox held: Olga's and the item's creates, then Ada's removal
    /// handing her items to Olga; and the counters of the provisional numbers given.
    private static var outboxRows: [String] {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        let ada = UserJSON.object(makeUser(id: 1, email: "ada@x.org"))
        return [
            "INSERT INTO outbox (batch, entity, action, item_id, base, record) VALUES "
                + "(1, 'user', 'create', \(top), NULL, \(quoted(UserJSON.object(olga)))), "
                + "(2, 'item', 'create', \(top), NULL, \(quoted(ItemJSON.object(madeOffline)))), "
                + "(3, 'user', 'remove', 1, \(quoted(ada)), 'reassign \(top)')",
            "INSERT INTO crew_metadata (key, value) VALUES ('provisional_items_through', '2'), "
                + "('provisional_users_through', '1')",
        ]
    }

    private func expectMoved(_ store: some LocalStore & OutboxStore, searchesTags: Bool) async throws {
        let first = try #require(Item.ID(provisional: 1))
        let second = try #require(Item.ID(provisional: 2))
        let olga = try #require(User.ID(provisional: 1))
        let listed = try await store.items(matching: ItemFilter(), order: .id, page: .first).elements
        #expect(listed.map(\.id) == [first, second, itemID(1)])
        #expect(listed.map(\.name.value) == ["Made offline", "Also offline", "Server item"])
        #expect(listed.first?.ownerID == olga)
        #expect(try await store.user(withID: olga)?.name.value == "Olga Offline")
        let found = try await store.items(
            matching: ItemFilter(search: query("offline")), order: .id, page: .first)
        #expect(found.elements.map(\.id) == [first, second])
        if searchesTags {
            let tagged = try await store.items(
                matching: ItemFilter(tags: tags("ops")), order: .id, page: .first)
            #expect(tagged.elements.map(\.id) == [first])
        }
        let waiting = try await store.pendingChanges()
        #expect(waiting.count == 3)
        #expect(waiting[0].user?.id == olga)
        #expect(waiting[1].record?.id == first && waiting[1].record?.ownerID == olga)
        #expect(waiting[1].itemID == first)
        #expect(waiting[2].userChange?.handover == .reassign(to: olga))
        // The next record made offline is past every number given.
        let next = try await store.queue(OfflineChange(creates: [makeNewItem("Third")]))
        #expect(next.map(\.id.description) == ["~3"])
    }
}
