import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// A team on one store: every change is journaled with its author, and undo takes back a
/// person's own, on every store.
@Suite("Author store specs")
final class AuthorStoreSpecs {
    private let directory = TemporaryDirectory()
    private static let ada = author("ada")
    private static let bob = author("Bob")

    /// The same data as Ada's crew and as Bob's: two stores on one file or schema (the in-memory
    /// store, one process's, switches who works before each handle is used).
    private func team(_ kind: StoreKind) throws
        -> @Sendable (ChangeAuthor) async -> any LocalStore & JournalStore
    {
        switch kind {
        case .sqlite:
            let path = directory.path("team-\(UUID().uuidString).sqlite3")
            let ada = try SQLiteStore(path: path, author: Self.ada)
            let bob = try SQLiteStore(path: path, author: Self.bob)
            return { $0 == Self.ada ? ada : bob }
        case .inMemory:
            let store = InMemoryStore()
            return { author in
                await store.actAs(author)
                return store
            }
        case .postgres:
            let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
            let ada = try PostgresStore(url: url, schema: schema, author: Self.ada)
            let bob = try PostgresStore(url: url, schema: schema, author: Self.bob)
            return { $0 == Self.ada ? ada : bob }
        }
    }

    @Test("each entry keeps its author, in the log and an item's history", arguments: StoreKind.allCases)
    func authorSurvivesWriteAndRead(kind: StoreKind) async throws {
        let team = try team(kind)
        let id = try await team(Self.ada).insert([makeNewItem("Buy milk")])[0].id
        try await team(Self.bob).update([makeItem(id: id.rawValue, name: "Buy milk", done: true)])

        let log = try await team(Self.ada).recentChanges(limit: 10)
        #expect(log.map(\.author.name) == ["Bob", "ada"])
        #expect(try await team(Self.bob).changes(toItem: id, limit: 10).map(\.author.name) == ["Bob", "ada"])
    }

    @Test(
        "undo by author takes back that person's newest change among interleaved ones, and names the newer one it left",
        arguments: StoreKind.allCases)
    func undoByAuthorPicksTheirOwn(kind: StoreKind) async throws {
        let team = try team(kind)
        _ = try await team(Self.ada).insert([makeNewItem("ada 1")])
        _ = try await team(Self.bob).insert([makeNewItem("bob 2")])
        _ = try await team(Self.ada).insert([makeNewItem("ada 3")])
        _ = try await team(Self.bob).insert([makeNewItem("bob 4")])

        let bobs = try #require(try await team(Self.bob).undo(.newestBy(author("BOB"))))
        #expect(bobs.change.sequence == 4)
        #expect(bobs.newerChange == nil)
        let adas = try #require(try await team(Self.ada).undo(.newestBy(Self.ada)))
        #expect(adas.change.sequence == 3)
        let first = try #require(try await team(Self.ada).undo(.newestBy(Self.ada)))
        #expect(first.change.sequence == 1)
        // On PostgreSQL the author carries the server's role too.
        #expect(first.newerChange?.sequence == 2)
        #expect(first.newerChange?.author.name == "Bob")
        let left = try await team(Self.ada).items(matching: ItemFilter(), order: .id, page: .first)
        #expect(left.elements.map(\.name.value) == ["bob 2"])
        await #expect(throws: DomainError.nothingOfYoursToUndo(Self.ada)) {
            try await team(Self.ada).undo(.newestBy(Self.ada))
        }
        await #expect(throws: DomainError.noSuchChange(3)) { try await team(Self.ada).undo(.number(3)) }
    }

    @Test(
        "an undo under a later change to the same record is refused, naming it, and changes nothing",
        arguments: StoreKind.allCases)
    func undoUnderALaterChangeIsRefused(kind: StoreKind) async throws {
        let team = try team(kind)
        let id = try await team(Self.ada).insert([makeNewItem("Call mom")])[0].id
        _ = try await team(Self.ada).insert([makeNewItem("Other")])
        try await team(Self.bob).update([makeItem(id: id.rawValue, name: "Call dad")])

        await #expect(
            throws: DomainError.laterChangeTouched(
                change: 1, later: LaterChange(sequence: 3, author: Self.bob, record: "item \(id)"))
        ) { try await team(Self.ada).undo(.number(1)) }
        #expect(try await team(Self.ada).item(withID: id)?.name.value == "Call dad")
        #expect(try await team(Self.ada).recentChanges(limit: 10).map(\.sequence) == [3, 2, 1])

        // Ada's newest (2) touched another item: it goes back though Bob's 3 is newer.
        #expect(try await team(Self.ada).undo(.newestBy(Self.ada))?.change.sequence == 2)
        #expect(try await team(Self.bob).undo(.number(3))?.change.sequence == 3)
        #expect(try await team(Self.ada).undo(.newestBy(Self.ada))?.change.sequence == 1)
        #expect(try await team(Self.ada).item(withID: id) == nil)
    }

    @Test(
        "a note is its item's: a teammate's note refuses the undo of an earlier rename, on every store",
        arguments: StoreKind.allCases)
    func aNoteCountsAsItsItem(kind: StoreKind) async throws {
        let team = try team(kind)
        let id = try await team(Self.ada).insert([makeNewItem("Call mom")])[0].id
        try await team(Self.ada).update([makeItem(id: id.rawValue, name: "Call dad")])
        var noted = try #require(try await team(Self.bob).item(withID: id))
        noted.notes.append(
            ItemNote(writtenAt: Date(timeIntervalSince1970: 1_000), text: noteText("Ask about Sunday")))
        try await team(Self.bob).update([noted])

        await #expect(
            throws: DomainError.laterChangeTouched(
                change: 2, later: LaterChange(sequence: 3, author: Self.bob, record: "item \(id)"))
        ) { try await team(Self.ada).undo(.newestBy(Self.ada)) }
        // By force the name goes back and Bob's note stays.
        _ = try await team(Self.ada).undo(.number(2), force: true)
        let item = try #require(try await team(Self.ada).item(withID: id))
        #expect(item.name.value == "Call mom")
        #expect(item.notes.map(\.text.value) == ["Ask about Sunday"])
    }

    @Test(
        "an undo that would break a later change to another record is refused with a sentence: a user given items since, an item whose owner was removed since",
        arguments: StoreKind.allCases)
    func undoThatWouldBreakALaterChange(kind: StoreKind) async throws {
        let team = try team(kind)
        let chloe = try await team(Self.ada).insert(makeNewUser(name: "Chloé", email: "chloe@x.org"))
        let given = try await team(Self.bob).insert([makeNewItem("Given", owner: chloe.id.rawValue)])[0].id
        // Ada's add of Chloé (change 1) is not the later change's record, but Chloé owns item 2 since.
        await #expect(throws: DomainError.self) { try await team(Self.ada).undo(.newestBy(Self.ada)) }
        #expect(try await team(Self.ada).user(withID: chloe.id) != nil)

        let dan = try await team(Self.bob).insert(makeNewUser(name: "Dan", email: "dan@x.org"))
        let dans = try await team(Self.ada).insert([makeNewItem("Dan's", owner: dan.id.rawValue)])[0].id
        _ = try await team(Self.ada).deleteItems([dans])
        _ = try await team(Self.bob).deleteUser(dan.id, handingItemsOver: .refuse)
        // Ada's removal of item 4 would put back an item of a user removed since.
        do {
            _ = try await team(Self.ada).undo(.newestBy(Self.ada))
            Issue.record("the undo was not refused")
        } catch DomainError.cannotUndo(let reason) {
            #expect(reason == "item \(dans) belonged to user \(dan.id), who was removed since")
        }
        #expect(try await team(Self.ada).item(withID: dans) == nil)
        #expect(try await team(Self.ada).item(withID: given) != nil)
    }

    @Test(
        "--force puts back each field the change set over the later change, keeps the later one's other fields, and is journaled",
        arguments: StoreKind.allCases)
    func forcedUndoGoesFieldByField(kind: StoreKind) async throws {
        let team = try team(kind)
        let id = try await team(Self.ada).insert([makeNewItem("Call mom")])[0].id
        try await team(Self.ada).update([makeItem(id: id.rawValue, name: "Call dad")])
        try await team(Self.bob).update([makeItem(id: id.rawValue, name: "Call dad", done: true)])
        let added = try await team(Self.ada).insert([makeNewItem("Later")])[0].id
        try await team(Self.bob).update([makeItem(id: added.rawValue, name: "Later, renamed")])
        await #expect(throws: DomainError.self) { try await team(Self.ada).undo(.number(2), force: false) }

        // Ada's rename goes back over Bob's completion, which stays.
        let forced = try #require(try await team(Self.ada).undo(.number(2), force: true))
        #expect(forced.forcedOver?.sequence == 3)
        #expect(forced.forcedOver?.author.name == "Bob")
        let item = try #require(try await team(Self.ada).item(withID: id))
        #expect(item.name.value == "Call mom")
        #expect(item.isCompleted)
        // The add Bob renamed since is taken away by force.
        #expect(try await team(Self.ada).undo(.number(4), force: true)?.forcedOver?.sequence == 5)
        #expect(try await team(Self.ada).item(withID: added) == nil)
        // Each forced undo is a change of Ada's own, newest first; undoing it puts the rename back.
        let log = try await team(Self.ada).recentChanges(limit: 10)
        #expect(log.map(\.author.name) == ["ada", "ada", "Bob", "Bob", "ada"])
        #expect(log.map(\.sequence).contains(2) == false)
        _ = try await team(Self.ada).undo(.newestBy(Self.ada))
        _ = try await team(Self.ada).undo(.newestBy(Self.ada))
        #expect(try await team(Self.ada).item(withID: id)?.name.value == "Call dad")
        #expect(try await team(Self.ada).item(withID: added)?.name.value == "Later, renamed")
    }

    @Test("PostgreSQL records the session's role itself, whatever author the client claims")
    func postgresRecordsTheRole() async throws {
        guard ThrowawayPostgres.isAvailable else { return }
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let liar = try PostgresStore(url: url, schema: schema, author: author("someone_else"))
        _ = try await liar.insert([makeNewItem("claimed")])
        let role = try #require(try await liar.runForTesting("SELECT current_user").first?.first ?? nil)
        let entry = try #require(try await liar.recentChanges(limit: 1).first)
        #expect(entry.author.name == "someone_else")
        #expect(entry.author.role == role)
        // A client that writes the role itself is overruled by the server's trigger.
        _ = try await liar.runForTesting("UPDATE journal SET role = 'postgres_admin_claimed'")
        #expect(try await liar.runForTesting("SELECT role FROM journal") == [[role]])
    }

    @Test("an entry written before authors were recorded reads as unknown after the upgrade")
    func olderEntriesAreUnknown() async throws {
        let path = directory.path("older.sqlite3")
        let older = try SQLiteStore(path: path, migratingTo: SQLiteSchema.authorsVersion - 1)
        _ = try await older.insert([makeNewItem("before authors")])
        let upgraded = try SQLiteStore(path: path, author: Self.ada)
        _ = try await upgraded.insert([makeNewItem("after")])
        #expect(try await upgraded.recentChanges(limit: 5).map(\.author.name) == ["ada", "unknown"])
        #expect(try await upgraded.undo(.newestBy(Self.ada))?.change.sequence == 2)
        await #expect(throws: DomainError.nothingOfYoursToUndo(Self.ada)) {
            try await upgraded.undo(.newestBy(Self.ada))
        }
        #expect(try await upgraded.undo(.newest)?.change.author == .unknown)
    }
}
