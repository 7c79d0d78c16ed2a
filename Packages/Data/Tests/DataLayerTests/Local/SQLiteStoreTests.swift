import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

#if canImport(Glibc)
    import Glibc
#endif

@Suite("SQLiteStore")
final class SQLiteStoreTests {
    private let directory = TemporaryDirectory()

    @Test("rows written by one store are read back by a new store on the same file")
    func persistsAcrossInstances() async throws {
        let path = directory.path("crew.sqlite3")
        do {
            let writer = try SQLiteStore(path: path)
            let ada = try await writer.insert(makeNewUser())
            _ = try await writer.insert([
                makeNewItem("Buy milk", owner: ada.id.rawValue), makeNewItem("Call Bob", done: true),
            ])
        }
        let reader = try SQLiteStore(path: path)
        #expect(
            try await reader.users(matching: nil, page: .first).elements.map(\.email.value) == [
                "ada@example.com"
            ])
        let items = try await reader.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
            .elements
        #expect(items.map(\.name.value) == ["Buy milk", "Call Bob"])
        #expect(items.map(\.isCompleted) == [false, true])
        #expect(
            try await reader.items(
                matching: ItemFilter(search: query("milk")), order: .pendingFirst, page: .first
            ).elements.count == 1)
    }

    @Test("the file is created 0600 inside a new 0700 folder")
    func createsPrivateFile() throws {
        let path = directory.path("nested/deeper/crew.sqlite3")
        _ = try SQLiteStore(path: path)
        #expect(try permissions(of: path) == 0o600)
        #expect(try permissions(of: directory.path("nested/deeper")) == 0o700)
        #expect(try permissions(of: directory.path("nested")) == 0o700)
    }

    @Test(
        "a file that is not a crew database is refused with a clear error and left byte-identical",
        arguments: [
            Data("this is my diary, not a database\n".utf8),
            Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }),
            Data("SQLite format 3".utf8),
        ])
    func refusesGarbage(contents: Data) throws {
        let path = directory.path("not-crew.sqlite3")
        try contents.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notACrewDatabase(path: path)) { try SQLiteStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["not-crew.sqlite3"])
        #expect(
            StoreError.notACrewDatabase(path: path).description
                == "\(path) is not a crew database (left untouched)")
    }

    @Test("another application's SQLite database is refused and left byte-identical")
    func refusesOtherSQLiteDatabase() throws {
        let path = directory.path("other.db")
        try sqliteShell(path, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notACrewDatabase(path: path)) { try SQLiteStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("crew's own empty file (0600) or an empty SQLite database becomes a crew database")
    func adoptsEmptyFiles() async throws {
        let empty = directory.path("empty.sqlite3")
        #expect(
            FileManager.default.createFile(
                atPath: empty, contents: nil, attributes: [.posixPermissions: 0o600]))
        _ = try await SQLiteStore(path: empty).insert(makeNewUser())
        let emptySQLite = directory.path("empty-sqlite.db")
        try sqliteShell(emptySQLite, "PRAGMA user_version = 0; VACUUM;")
        _ = try await SQLiteStore(path: emptySQLite).insert(makeNewUser())
    }

    @Test("an empty file crew did not create, or one behind a link, is refused and left as it was")
    func refusesOtherEmptyFiles() throws {
        let touched = directory.path("touched.db")
        #expect(
            FileManager.default.createFile(
                atPath: touched, contents: nil, attributes: [.posixPermissions: 0o644]))
        #expect(throws: StoreError.emptyFileNotCrews(path: touched)) { try SQLiteStore(path: touched) }
        let ours = directory.path("ours.db")
        #expect(
            FileManager.default.createFile(
                atPath: ours, contents: nil, attributes: [.posixPermissions: 0o600]))
        let link = directory.path("link.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ours)
        #expect(throws: StoreError.emptyFileNotCrews(path: link)) { try SQLiteStore(path: link) }
        for path in [touched, ours] {
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == [
                "link.db", "ours.db", "touched.db",
            ])
    }

    @Test("a device, a pipe or a folder is never opened: no journal beside it, no wait for ever")
    func refusesSpecialFiles() throws {
        #expect(throws: StoreError.notARegularFile(path: "/dev/null")) { try SQLiteStore(path: "/dev/null") }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
        let pipe = directory.path("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: StoreError.notARegularFile(path: pipe)) { try SQLiteStore(path: pipe) }
        #expect(throws: StoreError.notARegularFile(path: directory.url.path)) {
            try SQLiteStore(path: directory.url.path)
        }
    }

    @Test(
        "the folder of a store path: one-character and bare names are in the current folder",
        arguments: [("x", "."), (" ", "."), ("é", "."), ("/x", "/"), ("a/b", "a"), ("/tmp/a/b.db", "/tmp/a")])
    func storeFolder(path: String, folder: String) {
        #expect(StoreFile(path: path).folder == folder)
    }

    @Test("a store in a read-only folder can be read; a change is refused with a sentence, not a code")
    func readOnlyFolder() async throws {
        let folder = directory.path("locked")
        let path = folder + "/crew.sqlite3"
        do {
            let store = try SQLiteStore(path: path)
            _ = try await store.insert([makeNewItem("readable")])
        }
        let lock = try ReadOnlyFolder(folder)
        defer { withExtendedLifetime(lock) {} }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let reader = try SQLiteStore(path: path)
        #expect(reader.isReadOnly)
        #expect(
            try await reader.items(matching: ItemFilter(), order: .pendingFirst, page: .first).elements.map(
                \.name.value) == ["readable"])
        await #expect(throws: StoreError.readOnly(path: path)) { try await reader.insert([makeNewItem("x")]) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(StoreError.readOnly(path: path).description.contains("read-only"))
    }

    @Test(
        "SQLite's failures read as sentences, never as bare codes",
        arguments: [8, 10, 1034, 13, 1544, 11, 26, 14])
    func sqliteFailuresAreSentences(code: Int32) {
        let text = StoreError.sqlite(code: code, message: "whatever").description
        #expect(!text.contains("error \(code)"))
        #expect(!text.contains("whatever"))
    }

    @Test("an item stored with the largest id leaves no id for the next one: a sentence, not 'disk full'")
    func largestID() async throws {
        let (sut, _) = try makeSUT("ids.sqlite3")
        var last = makeNewItem("last")
        last.requestedID = Item.ID(rawValue: Item.ID.maximum)
        _ = try await sut.insert([last])
        await #expect(throws: StoreError.noIDLeft(kind: "item")) {
            try await sut.insert([makeNewItem("next")])
        }
        #expect(try await sut.counts(matching: ItemFilter()).total == 1)
    }

    @Test(
        "rows another tool wrote that break the rules: listings show the others and name them; rename and remove repair them"
    )
    func damagedRows() async throws {
        let (store, path) = try makeSUT("damaged.sqlite3")
        _ = try await store.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        _ = try await store.insert([makeNewItem("one"), makeNewItem("two", done: true), makeNewItem("three")])
        try sqliteShell(
            path,
            "UPDATE items SET name = '' WHERE id = 2; INSERT INTO users (name, email) VALUES ('Bad', 'no-at-sign');"
        )
        let page = try await store.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(2))
        #expect(page.elements.map(\.name.value) == ["one", "three"])
        #expect(page.unreadable.isEmpty)
        let next = try await store.items(
            matching: ItemFilter(), order: .pendingFirst, page: try #require(page.next))
        #expect(next.elements.isEmpty)
        #expect(
            next.unreadable == [
                UnreadableRecord(id: 2, problem: ValidationError(field: .itemName, problem: .empty))
            ])
        #expect(next.next == nil)
        let users = try await store.users(matching: nil, page: .first)
        #expect(users.elements.map(\.name.value) == ["Ada"])
        #expect(users.unreadable.map(\.id) == [2])
        await #expect(
            throws: DomainError.damagedUser(
                userID(2), ValidationError(field: .emailAddress, problem: .malformed(.needsExactlyOneAtSign)))
        ) {
            try await store.user(withID: userID(2))
        }
        let records = try await store.items(withIDs: [itemID(1), itemID(2)])
        #expect(records.items.map(\.id) == [itemID(1)])
        #expect(records.damaged.map(\.id) == [itemID(2)])
        let repository = LocalItemRepository(store: store)
        let renamed = try await RenameItem(items: repository).execute(
            itemID(2), to: try ItemName("two again"))
        #expect(renamed.items.map(withoutIdentity) == [makeItem(id: 2, name: "two again", done: true)])
        try sqliteShell(path, "UPDATE items SET name = 'x' || char(10) || 'y' WHERE id = 3;")
        #expect(try await RemoveItems(items: repository).execute([itemID(3)]) == [])
        #expect(try await store.item(withID: itemID(3)) == nil)
        try await RemoveUser(users: LocalUserRepository(store: store), items: repository).execute(userID(2))
        #expect(try await store.users(matching: nil, page: .first).unreadable.isEmpty)
    }

    @Test("a due day outside the calendar another tool stored is damage the item names, never no due day")
    func damagedDueDay() async throws {
        let (store, path) = try makeSUT("due.sqlite3")
        _ = try await store.insert([makeNewItem("one")])
        try sqliteShell(path, "UPDATE items SET due = 999999999 WHERE id = 1;")
        await #expect(
            throws: DomainError.damagedItem(
                itemID(1), ValidationError(field: .dueDate, problem: .outsideCalendar))
        ) {
            try await store.item(withID: itemID(1))
        }
        let page = try await store.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(page.elements.isEmpty)
        #expect(page.unreadable.map(\.id) == [1])
    }

    @Test("renaming a damaged item, the repair its message suggests, keeps its notes and its period")
    func repairKeepsNotes() async throws {
        let (store, path) = try makeSUT("repair.sqlite3")
        let repository = LocalItemRepository(store: store)
        var draft = makeNewItem("plan")
        draft.fields.due = dueDate("2031-01-31")
        draft.fields.every = .months(1)
        let id = try await store.insert([draft])[0].id
        _ = try await AnnotateItem(items: repository, clock: stoppedClock()).add(noteText("keep me"), to: id)
        try sqliteShell(path, "UPDATE items SET tags = '[\"not a tag!\"]' WHERE id = \(id.rawValue);")
        #expect(try await store.items(withIDs: [id]).damaged.map(\.id) == [id])
        let renamed = try await RenameItem(items: repository).execute(id, to: try ItemName("plan again"))
        #expect(renamed.items.first?.notes.map(\.text) == [noteText("keep me")])
        #expect(renamed.items.first?.every == .months(1))
        #expect(try await store.item(withID: id)?.notes.map(\.text) == [noteText("keep me")])
        // The journal names the repair (the damaged image before it reads as no item).
        let repair = try #require(try await store.recentChanges(limit: 1).first)
        #expect(repair.repairedItems.map(\.name.value) == ["plan again"])
        #expect(repair.items.isEmpty)
        #expect(try await store.changes(toItem: id, limit: 5).first?.repairedItems.map(\.id) == [id])
    }

    @Test("an identity is read in either case; one another tool mangled reads as the id's derived one")
    func identitiesAsWritten() async throws {
        let (store, path) = try makeSUT("identities.sqlite3")
        _ = try await store.insert([makeNewItem("a"), makeNewItem("b"), makeNewItem("c")])
        try sqliteShell(
            path,
            """
            UPDATE items SET uuid = '0B3C5D7E-1111-4222-8333-94444555566A' WHERE id = 1;
            UPDATE items SET uuid = '0b3c5d7e-1111-4222-8333-94444555566g' WHERE id = 2;
            UPDATE items SET uuid = '0b3c5d7e11114222833394444555566a' WHERE id = 3;
            """)
        let items = try await store.items(matching: ItemFilter(), order: .id, page: .first).elements
        #expect(
            items.map(\.uuid.uuidString) == [
                "0B3C5D7E-1111-4222-8333-94444555566A", RecordIdentity.derived(kind: .item, id: 2).uuidString,
                RecordIdentity.derived(kind: .item, id: 3).uuidString,
            ])
    }

    @Test("a database from a newer crew is refused and left untouched")
    func refusesNewerSchema() throws {
        let path = directory.path("future.sqlite3")
        _ = try SQLiteStore(path: path)
        try sqliteShell(path, "PRAGMA user_version = 99;")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.newerSchema(path: path, found: 99, supported: SQLiteSchema.latestVersion))
        {
            try SQLiteStore(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(
        "every migration step upgrades a file of the version before it, keeping every row",
        arguments: SQLiteSchema.migrations.dropFirst().map(\.version))
    func everyStepKeepsTheData(version: Int) async throws {
        let (old, path) = try makeSUT("step-\(version).sqlite3", migratingTo: version - 1)
        #expect(try await old.pragma("user_version") == String(version - 1))
        // Written as that version's crew wrote them: the columns every version has.
        let (ada, items) = try fillWithOldRows(path)

        let stepped = try SQLiteStore(path: path, migratingTo: version)
        #expect(try await stepped.pragma("user_version") == String(version))
        // Read with today's code, which needs the latest schema: the rows went through this step.
        let upgraded = try SQLiteStore(path: path)
        // The rows kept every value; each got an identity of its own.
        #expect(try await upgraded.user(withID: ada.id).map(withoutIdentity) == ada)
        let listed = try await upgraded.items(matching: ItemFilter(), order: .id, page: .first)
        #expect(listed.elements.map(withoutIdentity) == items)
        let found = try await upgraded.items(
            matching: ItemFilter(search: query("milk")), order: .pendingFirst, page: .first)
        #expect(found.elements.map(withoutIdentity) == [items[0]])
    }

    @Test(
        "a change journaled by an older version's triggers is undone after the upgrade to the latest",
        arguments: SQLiteSchema.journalVersion..<SQLiteSchema.latestVersion)
    func undoAcrossUpgrade(version: Int) async throws {
        let (_, path) = try makeSUT("journaled-\(version).sqlite3", migratingTo: version)
        _ = try fillWithOldRows(path)
        // A rename journaled as that version's crew journaled it: its own triggers wrote the images.
        try sqliteShell(
            path,
            """
            INSERT INTO journal (changed_at) VALUES (1800000000);
            INSERT INTO journal_open (entry_id) VALUES (last_insert_rowid());
            UPDATE items SET name = 'Buy oat milk' WHERE id = 1;
            DELETE FROM journal_open;
            """)
        let upgraded = try SQLiteStore(path: path)
        #expect(try await upgraded.pragma("user_version") == String(SQLiteSchema.latestVersion))
        let undone = try await upgraded.undoLastChange()
        #expect(undone?.items.first?.after?.name.value == "Buy oat milk")
        #expect(try await upgraded.item(withID: itemID(1))?.name.value == "Buy milk")
        // A change after the upgrade is journaled by today's triggers, and undone too.
        var renamed = try #require(try await upgraded.item(withID: itemID(1)))
        renamed.name = itemName("Buy bread")
        try await upgraded.update([renamed])
        _ = try await upgraded.undoLastChange()
        #expect(try await upgraded.item(withID: itemID(1))?.name.value == "Buy milk")
    }

    @Test("schema 16 takes the WHEN off the journal's triggers an older crew wrote, and journals as before")
    func journalTriggersLoseTheirWhen() async throws {
        let (_, path) = try makeSUT("when-15.sqlite3", migratingTo: 15)
        _ = try fillWithOldRows(path)
        // Every journal trigger as crew before schema 16 wrote it: with a WHEN over journal_open.
        let connection = try SQLiteConnection(path: path)
        let triggers = try connection.rows(
            "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'journal_%'"
        ) { ($0.text(0), $0.text(1)) }
        #expect(triggers.count == 9)
        for (name, sql) in triggers {
            try connection.execute("DROP TRIGGER \(name)")
            try connection.execute(
                sql.replacingOccurrences(
                    of: " BEGIN", with: "\nWHEN EXISTS (SELECT 1 FROM journal_open) BEGIN"))
        }
        let withWhen =
            "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND sql LIKE '%WHEN EXISTS%'"
        #expect(try connection.integer(withWhen) == 9)

        let upgraded = try SQLiteStore(path: path)
        #expect(try await upgraded.pragma("user_version") == String(SQLiteSchema.latestVersion))
        #expect(try connection.integer(withWhen) == 0)
        #expect(
            try connection.integer(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'journal_%'")
                == 9)
        // Outside a change nothing is journaled; a change is, and is undone.
        let before = try connection.integer("SELECT count(*) FROM journal_rows")
        try sqliteShell(path, "UPDATE items SET name = 'Unjournaled' WHERE id = 2;")
        #expect(try connection.integer("SELECT count(*) FROM journal_rows") == before)
        var renamed = try #require(try await upgraded.item(withID: itemID(1)))
        renamed.name = itemName("Buy bread")
        try await upgraded.update([renamed])
        _ = try await upgraded.undoLastChange()
        #expect(try await upgraded.item(withID: itemID(1))?.name.value == "Buy milk")
    }

    /// A user and three items written with the columns of schema version 1, which every later
    /// version keeps, as an older crew left them; returned as the Domain values they stand for
    /// (an older crew kept no due day, priority, tags or timestamps).
    private func fillWithOldRows(_ path: String) throws -> (User, [Item]) {
        try sqliteShell(
            path,
            """
            INSERT INTO users (id, name, email) VALUES (1, 'Ada Lovelace', 'ada@example.com');
            INSERT INTO items (id, name, is_completed, owner_id) VALUES (1, 'Buy milk', 0, 1),
                (2, 'Fix the 🚲', 1, NULL), (3, 'קנה חלב', 0, NULL);
            """)
        return (
            makeUser(id: 1, email: "ada@example.com"),
            [
                makeItem(id: 1, name: "Buy milk", owner: 1), makeItem(id: 2, name: "Fix the 🚲", done: true),
                makeItem(id: 3, name: "קנה חלב"),
            ]
        )
    }

    @Test("schema 9 gives every record an identity of its own and folds the names without accents")
    func identitiesAndFolding() async throws {
        let path = directory.path("before-identities.sqlite3")
        _ = try SQLiteStore(path: path, migratingTo: 8)
        try sqliteShell(
            path,
            """
            INSERT INTO users (id, name, email) VALUES (1, 'Zoë Ørsted', 'zoe@x.org'), (2, 'Bob', 'bob@x.org');
            INSERT INTO items (id, name, is_completed, name_key) VALUES (1, 'Résumé screening', 0, 'résumé screening'),
                (2, 'Other', 0, 'other');
            """)
        let store = try SQLiteStore(path: path)
        let items = try await store.items(matching: ItemFilter(), order: .id, page: .first).elements
        let users = try await store.users(matching: nil, page: .first).elements
        let identities = items.map(\.uuid) + users.map(\.uuid)
        #expect(Set(identities).count == 4, "each record its own")
        #expect(!identities.contains(RecordIdentity.derived(kind: .item, id: 1)), "made, not derived")
        let found = try await store.items(
            matching: ItemFilter(search: query("resume")), order: .pendingFirst, page: .first)
        #expect(found.elements.map(\.id) == [itemID(1)])
        #expect(try await store.pragma("user_version") == String(SQLiteSchema.latestVersion))
        // The identities stay what they are.
        let reopened = try SQLiteStore(path: path)
        #expect(
            try await reopened.items(matching: ItemFilter(), order: .id, page: .first).elements.map(\.uuid)
                == items.map(\.uuid))
    }

    @Test("the migrations are numbered one after another from 1, each with a name")
    func migrationsAreOrdered() {
        #expect(SQLiteSchema.migrations.map(\.version) == Array(1...SQLiteSchema.latestVersion))
        #expect(SQLiteSchema.migrations.allSatisfy { !$0.name.isEmpty && !$0.statements.isEmpty })
    }

    @Test("a write's larger page cache is given back once it commits: a long-lived process reads with 2 MB")
    func writeCacheGivenBack() async throws {
        let (store, _) = try makeSUT("cache-size.sqlite3")
        #expect(try await store.pragma("cache_size") == "-2000")
        _ = try await store.insert([makeNewItem("a")])
        #expect(try await store.pragma("cache_size") == "-2000")
        _ = try await store.items(matching: ItemFilter(), order: .id, page: .first)
        #expect(try await store.pragma("cache_size") == "-2000")
    }

    @Test("migrating from the previous schema version keeps every row and makes it searchable")
    func migratesForward() async throws {
        let (old, path) = try makeSUT("old.sqlite3", migratingTo: SQLiteSchema.latestVersion - 1)
        #expect(try await old.pragma("user_version") == String(SQLiteSchema.latestVersion - 1))
        let (ada, allItems) = try fillWithOldRows(path)
        let items = Array(allItems.prefix(2))
        try sqliteShell(path, "DELETE FROM items WHERE id = 3;")

        let migrated = try SQLiteStore(path: path)
        #expect(try await migrated.pragma("user_version") == String(SQLiteSchema.latestVersion))
        #expect(try await migrated.user(withID: ada.id).map(withoutIdentity) == ada)
        for item in items { #expect(try await migrated.item(withID: item.id).map(withoutIdentity) == item) }
        let found = try await migrated.items(
            matching: ItemFilter(search: query("milk")), order: .pendingFirst, page: .first)
        #expect(found.elements.map(withoutIdentity) == [items[0]])
    }

    @Test(
        "a store holding one kind of data is never opened as another, and is left byte-identical",
        arguments: [
            (StoreContents.localData, StoreContents.cache(origin: "http://127.0.0.1:80")),
            (StoreContents.cache(origin: "http://127.0.0.1:80"), StoreContents.localData),
            (
                StoreContents.cache(origin: "http://127.0.0.1:80"),
                StoreContents.cache(origin: "http://127.0.0.1:81")
            ),
        ])
    func refusesOtherContents(holds: StoreContents, wanted: StoreContents) async throws {
        let path = directory.path("kept.sqlite3")
        do {
            let store = try SQLiteStore(path: path, contents: holds)
            _ = try await store.insert(makeNewUser())
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.holdsOtherContents(path: path, holds: holds, wanted: wanted)) {
            try SQLiteStore(path: path, contents: wanted)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        _ = try SQLiteStore(path: path, contents: holds)
    }

    @Test("a store from before crew recorded its contents is local data when it holds records")
    func adoptsOlderStores() async throws {
        let withRecords = directory.path("old-local.sqlite3")
        _ = try SQLiteStore(path: withRecords, migratingTo: 2)
        // Written as that version's crew wrote it (today's code writes today's columns).
        try sqliteShell(withRecords, "INSERT INTO users (id, name, email) VALUES (1, 'Ada', 'ada@x.org');")
        let cache = StoreContents.cache(origin: "http://127.0.0.1:80")
        #expect(throws: StoreError.holdsOtherContents(path: withRecords, holds: .localData, wanted: cache)) {
            try SQLiteStore(path: withRecords, contents: cache)
        }
        _ = try SQLiteStore(path: withRecords, contents: .localData)
        #expect(throws: StoreError.holdsOtherContents(path: withRecords, holds: .localData, wanted: cache)) {
            try SQLiteStore(path: withRecords, contents: cache)
        }
        let empty = directory.path("old-empty.sqlite3")
        _ = try SQLiteStore(path: empty, migratingTo: 2)
        _ = try SQLiteStore(path: empty, contents: cache)
        #expect(throws: StoreError.holdsOtherContents(path: empty, holds: cache, wanted: .localData)) {
            try SQLiteStore(path: empty, contents: .localData)
        }
    }

    @Test("a negative schema version is refused with a clear error, not a crash")
    func refusesNegativeVersion() throws {
        let path = directory.path("negative.sqlite3")
        _ = try SQLiteStore(path: path)
        try sqliteShell(path, "PRAGMA user_version = -5;")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.unknownSchema(path: path, found: -5)) { try SQLiteStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("undo refuses, changing nothing, when a record was changed since outside the journal")
    func undoRefusesExternalChanges() async throws {
        let (store, path) = try makeSUT("edited.sqlite3")
        let item = try await store.insert([makeNewItem("milk")])[0]
        var done = item
        done.isCompleted = true
        try await store.update([done])
        try sqliteShell(path, "UPDATE items SET name = 'changed by hand' WHERE id = \(item.id);")
        await #expect(
            throws: DomainError.cannotUndo(
                reason: "item \(item.id) was changed since, outside crew's journal")
        ) {
            try await store.undoLastChange()
        }
        #expect(try await store.item(withID: item.id)?.name.value == "changed by hand")
        #expect(try await store.recentChanges(limit: 10).count == 2)
    }

    @Test(
        "undoing an import refuses, changing nothing, when one of its items was changed since outside the journal"
    )
    func undoOfAdditionsRefusesExternalChanges() async throws {
        let (store, path) = try makeSUT("imported.sqlite3")
        let items = try await store.insert((1...50).map { makeNewItem("item \($0)") })
        try sqliteShell(path, "UPDATE items SET name = 'changed by hand' WHERE id = \(items[20].id);")
        await #expect(
            throws: DomainError.cannotUndo(
                reason: "item \(items[20].id) was changed since, outside crew's journal")
        ) {
            try await store.undoLastChange()
        }
        #expect(try await store.counts(matching: ItemFilter()).total == 50)
        #expect(try await store.recentChanges(limit: 10).count == 1)
    }

    @Test("a change prepares no statement of its own: closing its journal entry reuses the connection's")
    func journalClosingReusesItsStatements() async throws {
        _ = try await storeFilled(with: 3, named: "closing.sqlite3")
        let connection = try SQLiteConnection(path: directory.path("closing.sqlite3"))
        func change() throws {
            try connection.transaction {
                try connection.openJournalEntry(changedAt: 0, kind: "edit", author: "ada")
                try connection.run("UPDATE items SET name = name || '!' WHERE id = 1")
                try connection.closeJournalEntry(keeping: 5)
            }
        }
        try change()
        let prepared = connection.preparedStatementCount
        for _ in 1...20 { try change() }
        #expect(connection.preparedStatementCount == prepared)
        let kept = try connection.rows("SELECT count(*) FROM journal") { $0.integer(0) }
        #expect(kept == [5], "the journal is still trimmed to its capacity")
    }

    @Test("the statements that keep an item's tags find them through an index, never a walk of the table")
    func tagStatementsUseIndex() async throws {
        let store = try await storeFilled(with: 10, named: "tags.sqlite3")
        _ = store
        let connection = try SQLiteConnection(path: directory.path("tags.sqlite3"), readOnly: true)
        let triggers = try connection.rows(
            "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND sql LIKE '%item_tags%'"
        ) { $0.text(0) }
        let deletes = triggers.flatMap { sql in
            sql.split(separator: ";").compactMap { statement in
                statement.range(of: "DELETE FROM item_tags").map { String(statement[$0.lowerBound...]) }
            }
        }
        #expect(deletes.count >= 2, "\(triggers)")
        for statement in Set(deletes) {
            let plan = try connection.rows(
                "EXPLAIN QUERY PLAN " + statement.replacing("old.id", with: "?1"), [.integer(1)]
            ) { $0.text(3) }
            #expect(
                plan.allSatisfy {
                    $0.hasPrefix("SEARCH item_tags USING") && $0.contains("INDEX item_tags_by_item")
                }, "\(statement): \(plan)")
        }
    }

    @Test(
        "a file removed or replaced since the store opened it is refused before a change, never written into nothing"
    )
    func replacedFileRefused() async throws {
        for replace in [false, true] {
            let (store, path) = try makeSUT("replaced-\(replace).sqlite3")
            _ = try await store.insert([makeNewItem("kept")])
            for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
            if replace { _ = try SQLiteStore(path: path) }
            await #expect(throws: StoreError.replaced(path: path)) {
                try await store.insert([makeNewItem("lost")])
            }
        }
    }

    @Test(
        "a cache refresh that finds every row as the server sends it writes nothing: it waits for no other crew's write"
    )
    func unchangedRefreshWritesNothing() async throws {
        let (sut, path) = try makeSUT("cache.sqlite3", contents: .cache(origin: "http://api.example"))
        try await sut.save([makeUser(id: 1)])
        let items = (1...50).map { makeItem(id: $0, name: "item \($0)", owner: 1) }
        try await sut.replaceItems(matching: ItemFilter(), idsIn: 1...50, with: items)
        let written = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
        // Another crew holds the write lock (a sync, say): the refresh does not queue behind it.
        let other = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 0)
        try other.execute("BEGIN IMMEDIATE")
        try await sut.replaceItems(matching: ItemFilter(), idsIn: 1...50, with: items)
        try other.execute("ROLLBACK")
        #expect(try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int == written)
        // One row otherwise: it is written.
        var renamed = items
        renamed[7].name = try ItemName("renamed")
        try await sut.replaceItems(matching: ItemFilter(), idsIn: 1...50, with: renamed)
        #expect(try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int != written)
        #expect(try await sut.item(withID: itemID(8))?.name.value == "renamed")
    }

    @Test("WAL, foreign keys and crew's application id are set on every connection")
    func connectionSettings() async throws {
        let (sut, _) = try makeSUT("crew.sqlite3")
        #expect(try await sut.pragma("journal_mode") == "wal")
        #expect(try await sut.pragma("foreign_keys") == "1")
        #expect(try await sut.pragma("application_id") == String(SQLiteSchema.applicationID))
    }

    @Test("two stores on one file writing at the same time lose nothing")
    func concurrentWritersLoseNothing() async throws {
        let path = directory.path("shared.sqlite3")
        let first = try SQLiteStore(path: path)
        let second = try SQLiteStore(path: path)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (store, label) in [(first, "first"), (second, "second")] {
                group.addTask {
                    for index in 0..<100 { _ = try await store.insert([makeNewItem("\(label) \(index)")]) }
                }
            }
            try await group.waitForAll()
        }
        let counted = try await SQLiteStore(path: path).counts(matching: ItemFilter())
        #expect(counted.total == 200)
    }

    @Test("a page reads about a page of rows, however large the table")
    func pagingWorkIsFlat() async throws {
        let small = try await storeFilled(with: 1_000, named: "small.sqlite3")
        let large = try await storeFilled(with: 20_000, named: "large.sqlite3")
        for filter in [
            ItemFilter(), ItemFilter(status: .pending), ItemFilter(status: .completed),
            ItemFilter(owner: .nobody),
        ] {
            let smallWork = try await work(of: small, filter)
            let largeWork = try await work(of: large, filter)
            // Walking an index in order counts as scanning it; what matters is that it stops after a page.
            #expect(
                largeWork.fullScanSteps <= 51, "\(filter) reads at most one page plus one row: \(largeWork)")
            #expect(
                largeWork.virtualMachineSteps < smallWork.virtualMachineSteps * 2,
                "\(filter): \(smallWork) vs \(largeWork)")
        }
    }

    @Test("a deep page costs what the first page costs: pages continue from a cursor, not an offset")
    func deepPageWorkIsFlat() async throws {
        let store = try await storeFilled(with: 20_000, named: "deep.sqlite3")
        for filter in [ItemFilter(), ItemFilter(status: .pending), ItemFilter(owner: .nobody)] {
            _ = try await store.items(matching: filter, order: .pendingFirst, page: pageOf(50))
            let first = await store.lastQueryStatistics
            let deep = try PageRequest(limit: 50, after: PageCursor(keys: [0, 19_000]))
            let page = try await store.items(matching: filter, order: .pendingFirst, page: deep)
            let deepWork = await store.lastQueryStatistics
            #expect(page.elements.first.map { $0.id.rawValue > 19_000 } == true)
            #expect(
                deepWork.virtualMachineSteps < first.virtualMachineSteps * 2,
                "\(filter): \(first) vs \(deepWork)")
            #expect(deepWork.fullScanSteps <= 51)
        }
    }

    @Test("a search's later pages see what was written since, by this store or another on the file")
    func rankedPagesFollowWrites() async throws {
        let path = directory.path("ranked.sqlite3")
        let reader = try SQLiteStore(path: path)
        let writer = try SQLiteStore(path: path)
        _ = try await reader.insert([makeNewItem("milk 1"), makeNewItem("milk 2"), makeNewItem("milk 3")])
        let milk = query("milk")
        let first = try await reader.items(
            matching: ItemFilter(search: milk), order: .relevance(to: milk), page: pageOf(1))
        #expect(first.elements.map(\.name.value) == ["milk 1"])
        _ = try await writer.insert([makeNewItem("milk 4")])
        _ = try await reader.insert([makeNewItem("milk 5")])
        var names: [String] = []
        var request = first.next
        while let current = request {
            let page = try await reader.items(
                matching: ItemFilter(search: milk), order: .relevance(to: milk), page: current)
            names += page.elements.map(\.name.value)
            request = page.next
        }
        #expect(names == ["milk 2", "milk 3", "milk 4", "milk 5"])
    }

    @Test("reading a whole search page by page ranks the matches once, not once per page")
    func rankedPagesRankOnce() async throws {
        let store = try await storeFilled(with: 5_000, named: "rank-once.sqlite3")
        let filter = ItemFilter(search: query("item"))
        let order = ItemOrder.relevance(to: query("item"))
        // The first page comes from the names' start (`SQLStore+NameStart`); the second ranks
        // every match, and the ones after it reuse that ranking.
        _ = try await store.items(matching: filter, order: order, page: pageOf(50))
        _ = try await store.items(
            matching: filter, order: order,
            page: pageOf(50).continuing(after: PageCursor(keys: [1, 0, 3_000])))
        let second = await store.lastQueryStatistics
        let later = try await store.items(
            matching: filter, order: order,
            page: pageOf(50).continuing(after: PageCursor(keys: [1, 0, 4_000])))
        let laterWork = await store.lastQueryStatistics
        #expect(later.elements.count == 50)
        #expect(laterWork.virtualMachineSteps * 20 < second.virtualMachineSteps, "\(second) vs \(laterWork)")
    }

    @Test("a search of three characters or more goes through the full-text index")
    func searchUsesTheIndex() async throws {
        let small = try await storeFilled(with: 1_000, named: "small.sqlite3")
        let large = try await storeFilled(with: 20_000, named: "large.sqlite3")
        let rare = ItemFilter(search: query("needle"))
        _ = try await small.insert([makeNewItem("find the needle")])
        _ = try await large.insert([makeNewItem("find the needle")])
        let smallWork = try await work(of: small, rare)
        let largeWork = try await work(of: large, rare)
        #expect(largeWork.fullScanSteps == 0)
        #expect(
            largeWork.virtualMachineSteps < smallWork.virtualMachineSteps * 2, "\(smallWork) vs \(largeWork)")
    }

    @Test(
        "every new filter and every sort, forwards and reversed, seeks through an index: no page scans the items table",
        arguments: ItemSort.allCases)
    func planningQueriesUseIndexes(sort: ItemSort) async throws {
        let path = "plans-\(sort.rawValue).sqlite3"
        let store = try await storeFilled(with: 10, named: path)
        _ = try await store.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(5))
        let connection = try SQLiteConnection(path: directory.path(path), readOnly: true)
        let today = dueDate("2027-01-15")
        let filters = [
            ItemFilter(), ItemFilter().overdue(today: today), ItemFilter(dueBefore: today),
            ItemFilter(tags: tags("home")),
            ItemFilter(priority: .high),
        ]
        let cursors: [ItemOrder: [[Int]?]] = [
            .sorted(sort): [
                nil,
                ItemOrder.sorted(sort).sortKey(
                    of: makeItem(
                        id: 3, name: "abc", due: today, priority: .low,
                        createdAt: Date(timeIntervalSince1970: 60))),
            ]
        ]
        for (order, keys) in cursors {
            for orderWay in [order, .reversed(order)] {
                guard let keyset = KeysetOrder(orderWay) else { continue }
                for filter in filters {
                    for cursor in keys {
                        let cursor = cursor.map { orderWay == order ? $0 : $0.map { -$0 } }
                        for query in ItemQuerySQL.keysetPage(matching: filter, order: keyset, after: cursor) {
                            let plan = try connection.rows(
                                "EXPLAIN QUERY PLAN " + query.sql, query.values + [.integer(10)]
                            ) { $0.text(3) }
                            // By id, the table is its own index: its rows are stored in id order,
                            // so walking it in that order is the index walk (SQLite says "SCAN items").
                            let walksTable = plan.contains {
                                $0.hasPrefix("SCAN items") && !$0.contains("INDEX")
                            }
                            #expect(!walksTable || sort == .id, "\(orderWay) \(filter): \(plan)")
                        }
                    }
                }
            }
        }
    }

    @Test("a listing by status reads the status index alone, never looking rows up in the table")
    func listingReadsTheCoveringIndex() async throws {
        let store = try await storeFilled(with: 10, named: "covering.sqlite3")
        _ = try await store.items(matching: ItemFilter(), order: .pendingFirst, page: pageOf(5))
        let connection = try SQLiteConnection(path: directory.path("covering.sqlite3"), readOnly: true)
        for filter in [ItemFilter(), ItemFilter(status: .pending), ItemFilter(status: .completed)] {
            for keys in [nil, [0, 5]] {
                for query in ItemQuerySQL.pendingFirstPage(matching: filter, after: keys) {
                    let plan = try connection.rows(
                        "EXPLAIN QUERY PLAN " + query.sql, query.values + [.integer(10)]
                    ) { $0.text(3) }
                    #expect(
                        plan.allSatisfy { $0.contains("USING COVERING INDEX items_by_status") },
                        "\(filter) after \(keys ?? []): \(plan)")
                }
            }
        }
    }

    // MARK: - Helpers

    /// A store in a file of its own (`name` in this suite's folder), and that file's path.
    private func makeSUT(
        _ name: String, contents: StoreContents = .localData,
        migratingTo version: Int = SQLiteSchema.latestVersion
    ) throws -> (store: SQLiteStore, path: String) {
        let path = directory.path(name)
        return (try SQLiteStore(path: path, contents: contents, migratingTo: version), path)
    }

    private func storeFilled(with count: Int, named name: String) async throws -> SQLiteStore {
        let (store, _) = try makeSUT(name)
        await store.countQueryWork()
        let items = (0..<count).map { makeNewItem("item \($0)", done: $0 % 3 == 0) }
        _ = try await store.insert(items)
        return store
    }

    private func work(of store: SQLiteStore, _ filter: ItemFilter) async throws -> SQLiteQueryStatistics {
        _ = try await store.items(matching: filter, order: .pendingFirst, page: pageOf(50))
        return await store.lastQueryStatistics
    }

    private func permissions(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

}
