import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// A note is a record of its own (SQLite schema 15, PostgreSQL 9): adding one writes and journals
/// that note alone, and a store written before keeps its notes and its journal through the upgrade.
@Suite("Notes as records of their own")
final class NotesAsRecordsTests {
    private let directory = TemporaryDirectory()

    private static func notes(_ count: Int, characters: Int = 20) -> [ItemNote] {
        (0..<count).map { index in
            ItemNote(
                writtenAt: Date(timeIntervalSince1970: TimeInterval(1_800_000_000 + index * 60)),
                text: noteText(String(repeating: "n", count: characters - 4) + String(format: "%04d", index)))
        }
    }

    @Test("100 notes of 1,000 characters added one at a time leave the SQLite file under 1 MB")
    func hundredNotesStaySmall() async throws {
        let path = directory.path("notes.sqlite3")
        let notes = Self.notes(ItemNote.maximumPerItem, characters: 1_000)
        do {
            let store = try SQLiteStore(path: path)
            let annotate = AnnotateItem(items: LocalItemRepository(store: store), clock: stoppedClock())
            let item = try #require(try await store.insert([makeNewItem("Renovate the kitchen")]).first)
            for note in notes { _ = try await annotate.add(note.text, to: item.id) }
            #expect(try await store.item(withID: item.id)?.notes.map(\.text) == notes.map(\.text))
            let steps = try await store.journalBytes()
            // Each entry holds its note alone (about 1 KB), not the item with every note twice.
            #expect(steps < 150_000, "journal images: \(steps) bytes")
        }
        let size = try Self.fileSize(path) + ((try? Self.fileSize(path + "-wal")) ?? 0)
        #expect(size < 1_000_000, "the store is \(size) bytes")
    }

    @Test(
        "an SQLite store of schema 14 keeps its notes as rows, and a note change journaled before the upgrade is undone after it",
        arguments: [false, true])
    func sqliteUpgrade(columnListTriggers: Bool) async throws {
        let path = directory.path("old-\(columnListTriggers).sqlite3")
        _ = try SQLiteStore(path: path, migratingTo: 14)
        let (two, three) = (Array(Self.notes(3).prefix(2)), Self.notes(3))
        // Version 14 as a release wrote it: triggers written from its column list, or (a store
        // migrated from an older one) version 10's.
        let triggers =
            columnListTriggers
            ? SQLiteSchema.dropJournalTriggers(.item)
                + SQLiteSchema.journalTriggers(.item) { row in
                    JournalImage.itemImageOfVersion13Today(row).replacingOccurrences(
                        of: "'notes', NULL", with: "'notes', \(row).notes")
                } : []
        try sqliteShell(
            path,
            (triggers + [
                "INSERT INTO items (id, name, name_key, uuid, notes) VALUES (1, 'Call Bob', 'call bob', "
                    + "'0f0e0d0c-0b0a-4908-8706-050403020100', \(Self.quoted(ItemNotesJSON.array(two))))",
                "INSERT INTO items (id, name, name_key, uuid, notes) VALUES (2, 'Broken', 'broken', "
                    + "'0f0e0d0c-0b0a-4908-8706-050403020101', 'not json')",
                "INSERT INTO journal (changed_at) VALUES (1800000000)",
                "INSERT INTO journal_open (entry_id) VALUES (last_insert_rowid())",
                "UPDATE items SET notes = \(Self.quoted(ItemNotesJSON.array(three))) WHERE id = 1",
                "DELETE FROM journal_open",
            ]).joined(separator: ";\n") + ";")

        let upgraded = try SQLiteStore(path: path)
        #expect(try await upgraded.item(withID: itemID(1))?.notes == three)
        #expect(try await upgraded.item(withID: itemID(2))?.notes == [], "an unreadable text stays unread")
        let change = try #require(try await upgraded.recentChanges(limit: 1).first)
        #expect(change.items.first?.before?.notes == [] && change.items.first?.after?.notes == [three[2]])
        _ = try #require(try await upgraded.undoLastChange())
        #expect(try await upgraded.item(withID: itemID(1))?.notes == two)
        // Today's changes journal the note alone, and undo them too.
        try await upgraded.update([try #require(try await upgraded.item(withID: itemID(1))).noted(three)])
        _ = try await upgraded.undoLastChange()
        #expect(try await upgraded.item(withID: itemID(1))?.notes == two)
    }

    @Test(
        "a PostgreSQL store of schema 8 keeps its notes as rows, and a note change journaled before is undone"
    )
    func postgresUpgrade() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let old = try PostgresStore(url: url, schema: schema, migratingTo: 8)
        let (two, three) = (Array(Self.notes(3).prefix(2)), Self.notes(3))
        _ = try await old.runForTesting(
            "INSERT INTO items (id, name, name_key, uuid, notes) VALUES (1, 'Call Bob', 'call bob', gen_random_uuid(), "
                + "\(Self.quoted(ItemNotesJSON.array(two)))), (2, 'Broken', 'broken', gen_random_uuid(), 'not json')",
            "SELECT setval('item_ids', 2)", "BEGIN",
            "WITH entry AS (INSERT INTO journal (changed_at) VALUES (1800000000) RETURNING id) SELECT set_config('crew.journal_entry', (SELECT id FROM entry)::text, true)",
            "UPDATE items SET notes = \(Self.quoted(ItemNotesJSON.array(three))) WHERE id = 1", "COMMIT")

        let upgraded = try PostgresStore(url: url, schema: schema)
        #expect(try await upgraded.item(withID: itemID(1))?.notes == three)
        #expect(try await upgraded.item(withID: itemID(2))?.notes == [])
        _ = try #require(try await upgraded.undoLastChange())
        #expect(try await upgraded.item(withID: itemID(1))?.notes == two)
        let item = try #require(try await upgraded.item(withID: itemID(1)))
        try await upgraded.update([item.noted(three)])
        let change = try #require(try await upgraded.recentChanges(limit: 1).first)
        #expect(change.items.first?.before?.notes == [] && change.items.first?.after?.notes == [three[2]])
        _ = try await upgraded.undoLastChange()
        #expect(try await upgraded.item(withID: itemID(1))?.notes == two)
    }

    @Test(
        "an item removed takes its notes along, and its undo brings them back", arguments: StoreKind.allCases)
    func removalTakesNotes(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        var draft = makeNewItem("Call Bob")
        draft.notes = Self.notes(3)
        let item = try #require(try await sut.insert([draft]).first)
        let other = try #require(try await sut.insert([makeNewItem("Keep")]).first)
        _ = try await sut.deleteItems([item.id])
        #expect(try await sut.item(withID: item.id) == nil)
        let removal = try #require(try await sut.recentChanges(limit: 1).first)
        #expect(removal.items.first?.before?.notes == Self.notes(3))
        _ = try await sut.undoLastChange()
        #expect(try await sut.item(withID: item.id) == item)
        #expect(try await sut.item(withID: other.id)?.notes == [])
    }

    @Test(
        "notes appended, removed from the middle, replaced or reordered read back exactly, and each undo puts them back",
        arguments: StoreKind.allCases)
    func everyKindOfChange(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let notes = Self.notes(5)
        var item = try #require(try await sut.insert([makeNewItem("Call Bob")]).first)
        var states = [item]
        for wanted in [
            Array(notes.prefix(3)), Array(notes.prefix(4)), [notes[0], notes[2], notes[3]],
            [notes[0], notes[4], notes[3]], [notes[3], notes[0]], [],
        ] {
            item.notes = wanted
            try await sut.update([item])
            #expect(try await sut.item(withID: item.id)?.notes == wanted)
            states.append(item)
        }
        for state in states.dropLast().reversed() {
            _ = try await sut.undoLastChange()
            #expect(try await sut.item(withID: item.id) == state)
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    private static func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}

extension Item {
    fileprivate func noted(_ notes: [ItemNote]) -> Item {
        var item = self
        item.fields.notes = notes
        return item
    }
}

extension SQLStore where Connection == SQLiteConnection {
    /// How many bytes the journal's images hold.
    fileprivate func journalBytes() throws -> Int {
        try access {
            try connection.integer(
                "SELECT coalesce(sum(length(before)), 0) + coalesce(sum(length(after)), 0) FROM journal_rows")
                ?? 0
        }
    }
}
