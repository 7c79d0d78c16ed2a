import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// A PostgreSQL store opened without waiting for its schema's check (`checkingSchemaLazily`, as
/// the CLI opens it): the check goes with the first statement, and what it finds is what opening
/// the store would have found.
@Suite("PostgresStore checking its schema with its first statement", PostgresTestServer.trait)
struct PostgresLazySchemaCheckTests {
    @Test("a change waits for the server twice in all: the check with the lock and the read, then the commit")
    func changeWaitsTwice() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let id = try await PostgresStore(url: url, schema: schema).insert([makeNewItem("first")])[0].id
        let store = try PostgresStore(url: url, schema: schema, checkingSchemaLazily: true)
        #expect(await store.roundTripsForTesting() == 0)
        _ = try await store.revise([id]) { records in
            var items = records.items
            items[0].fields.complete(at: Date(timeIntervalSince1970: 1_000))
            return ItemRevision(updated: items, outcome: 0)
        }
        #expect(await store.roundTripsForTesting() == 2)
        #expect(try await store.item(withID: id)?.isCompleted == true)
        #expect(try await store.runForTesting("SELECT count(*) FROM journal") == [["2"]])
    }

    @Test("a first read reads crew's metadata first, as opening the store does")
    func readChecksFirst() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        _ = try await PostgresStore(url: url, schema: schema).insert([makeNewItem("first")])
        let store = try PostgresStore(url: url, schema: schema, checkingSchemaLazily: true)
        #expect(try await store.counts(matching: ItemFilter()).total == 1)
        #expect(await store.roundTripsForTesting() == 2)
    }

    @Test(
        "a schema of another application's is refused at the first change, which sends nothing more, and is left as it was"
    )
    func foreignSchemaRefusedAtFirstChange() async throws {
        let url = try PostgresTestServer.url()
        let owner = try PostgresStore(url: url, schema: PostgresTestServer.freshSchema())
        let foreign = try await ForeignSchema(through: owner)
        let store = try PostgresStore(url: url, schema: foreign.name, checkingSchemaLazily: true)
        await #expect {
            _ = try await store.insert([makeNewItem("never")])
        } throws: { error in
            (error as? StoreError).map { "\($0)".contains("is not a crew database (left untouched)") }
                ?? false
        }
        #expect(try await foreign.isUntouched(as: owner))
    }

    @Test("a schema a version behind is migrated by the first change, which then runs on it")
    func oldSchemaMigratedByFirstChange() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let old = try PostgresStore(
            url: url, schema: schema, migratingTo: PostgresSchema.latestVersion - 1)
        // Written as that version's crew wrote it.
        _ = try await old.runForTesting(
            "INSERT INTO items (id, name, name_key, uuid) VALUES (1, 'first', 'first', gen_random_uuid())",
            "SELECT setval('item_ids', 1)")
        let id = itemIDs(1)[0]
        let store = try PostgresStore(url: url, schema: schema, checkingSchemaLazily: true)
        _ = try await store.revise([id]) { records in
            var items = records.items
            items[0].fields.complete(at: Date(timeIntervalSince1970: 1_000))
            return ItemRevision(updated: items, outcome: 0)
        }
        #expect(
            try await store.runForTesting("SELECT value FROM crew_metadata WHERE key = 'schema_version'")
                == [[String(PostgresSchema.latestVersion)]])
        #expect(try await store.item(withID: id)?.isCompleted == true)
        #expect(try await store.undoLastChange() != nil)
        #expect(try await store.item(withID: id)?.isCompleted == false)
    }

    @Test(
        "a first change that finds the store busy is busy once: the check, run alone then, finds the schema ready and sends the change no more"
    )
    func busyFirstChangeIsBusyOnce() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let holder = try PostgresStore(url: url, schema: schema)
        _ = try await holder.insert([makeNewItem("first")])
        _ = try await holder.runForTesting("BEGIN", PostgresConnection.takeWriteLock)
        let store = try PostgresStore(url: url, schema: schema, checkingSchemaLazily: true)
        await #expect(throws: StoreError.busy) { _ = try await store.insert([makeNewItem("waited")]) }
        // The change with the check, its rollback, the check alone, and the rollback of the change
        // that failed: not the change sent again, to wait out the lock twice.
        #expect(await store.roundTripsForTesting() == 4)
        _ = try await holder.runForTesting("ROLLBACK")
        _ = try await store.insert([makeNewItem("after")])
        #expect(try await store.counts(matching: ItemFilter()).total == 2)
    }

    @Test(
        "clients whose first change finds no store yet all land: each waits for the one creating it (the lock failing on a missing table is no error)"
    )
    func firstChangesOnANewStoreAllLand() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let stores = try (1...8).map { _ in
            try PostgresStore(url: url, schema: schema, checkingSchemaLazily: true)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask { _ = try await store.insert([makeNewItem("client \(index)")]) }
            }
            try await group.waitForAll()
        }
        #expect(try await stores[0].counts(matching: ItemFilter()).total == 8)
    }

    @Test("a schema newer than this crew is refused at the first use, and nothing is written")
    func newerSchemaRefused() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let current = try PostgresStore(url: url, schema: schema)
        _ = try await current.insert([makeNewItem("first")])
        _ = try await current.runForTesting(
            "UPDATE crew_metadata SET value = '\(PostgresSchema.latestVersion + 1)' WHERE key = 'schema_version'"
        )
        let store = try PostgresStore(url: url, schema: schema, checkingSchemaLazily: true)
        await #expect(throws: StoreError.self) { _ = try await store.insert([makeNewItem("never")]) }
        #expect(try await current.counts(matching: ItemFilter()).total == 1)
    }
}
