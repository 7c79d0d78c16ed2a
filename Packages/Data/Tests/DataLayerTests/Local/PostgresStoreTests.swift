import Domain
import DomainTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

/// What only the PostgreSQL store has to show; everything a store does is in the store specs,
/// which run against it too.
@Suite("PostgresStore", PostgresTestServer.trait)
struct PostgresStoreTests {
    @Test("a schema holding another application's tables is refused and left as it was")
    func foreignSchemaRefused() async throws {
        let (owner, url) = try makeSUT()
        let foreign = try await ForeignSchema(through: owner)
        #expect {
            _ = try PostgresStore(url: url, schema: foreign.name)
        } throws: { error in
            (error as? StoreError).map { "\($0)".contains("is not a crew database (left untouched)") }
                ?? false
        }
        #expect(try await foreign.isUntouched(as: owner))
    }

    @Test("a role that may not use crew's schema is told so, and how its owner can share it")
    func roleWithoutAccess() async throws {
        let (owner, url) = try makeSUT()
        let schema = PostgresTestServer.freshSchema()
        _ = try PostgresStore(url: url, schema: schema)
        let role = "reader_" + String(schema.suffix(12))
        _ = try await owner.runForTesting("CREATE ROLE \(role) LOGIN PASSWORD 'reader-pw'")
        let text = url.connectionStringForTesting
        let userInfo = try #require(text.firstRange(of: "://").map(\.upperBound))
        let at = try #require(text.lastIndex(of: "@"))
        let reader = try #require(
            PostgresURL(String(text[..<userInfo]) + "\(role):reader-pw" + String(text[at...])))
        #expect {
            _ = try PostgresStore(url: reader, schema: schema)
        } throws: { error in
            "\(error)".hasSuffix(
                "this role may not use the schema \(schema) (its owner can share it: GRANT the owning role to this one)"
            )
        }
    }

    @Test("local data is never opened as an API's cache, nor one API's cache as another's")
    func contentsKept() throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        _ = try PostgresStore(url: url, schema: schema)
        #expect(throws: StoreError.self) {
            _ = try PostgresStore(
                url: url, schema: schema, contents: .cache(origin: "https://api.example.com"))
        }
        let cache = PostgresTestServer.freshSchema()
        _ = try PostgresStore(url: url, schema: cache, contents: .cache(origin: "https://a.example.com"))
        #expect(throws: StoreError.self) {
            _ = try PostgresStore(url: url, schema: cache, contents: .cache(origin: "https://b.example.com"))
        }
        #expect(throws: Never.self) {
            _ = try PostgresStore(url: url, schema: cache, contents: .cache(origin: "https://a.example.com"))
        }
    }

    @Test("clients opening a new store at once create it once, under the migration lock")
    func concurrentCreation() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let opened = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let store = try PostgresStore(url: url, schema: schema)
                    return try await store.counts(matching: ItemFilter()).total
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(opened == Array(repeating: 0, count: 6))
    }

    @Test(
        "a URL sets libpq's options only in its query, whatever its password holds",
        arguments: [
            ("postgresql://u:secret@h/db", false), ("postgresql://u:secret@h/db?options=-cx%3D1", true),
            ("postgresql://u:se?cret@h/db", false), ("postgresql://u:se?options=@h/db", false),
            ("postgresql://u:se?cret@h/db?sslmode=disable&OPTIONS=-cx%3D1", true),
        ])
    func setsOptions(url: String, sets: Bool) throws {
        #expect(try #require(PostgresURL(url)).setsOptions == sets)
    }

    @Test(
        "the search path goes with the login; a URL that sets libpq's options keeps them, the path set after")
    func searchPathAndURLOptions() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let plain = try PostgresStore(url: url, schema: schema)
        #expect(try await plain.runForTesting("SELECT current_schema()") == [[schema]])
        let withOptions = try #require(
            PostgresURL(url.connectionParameters.last!.value + "?options=-c%20statement_timeout%3D4321"))
        #expect(withOptions.setsOptions)
        let store = try PostgresStore(url: withOptions, schema: schema)
        #expect(try await store.runForTesting("SELECT current_schema()") == [[schema]])
        #expect(try await store.runForTesting("SHOW statement_timeout") == [["4321ms"]])
        _ = try await store.insert([makeNewItem("in its schema")])
        #expect(try await plain.counts(matching: ItemFilter()).total == 1)
    }

    @Test("a change that failed, and one that committed, leave crew's write lock to the next writer")
    func writeLockIsReleased() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let (first, second) = (
            try PostgresStore(url: url, schema: schema), try PostgresStore(url: url, schema: schema)
        )
        await #expect(throws: DomainError.userNotFound(userID(77))) {
            try await first.insert([makeNewItem("nobody's", owner: 77)])
        }
        _ = try await first.insert([makeNewItem("committed")])
        // Still held by `first`, the lock would keep `second` waiting 10 s, then throw: busy.
        _ = try await second.insert([makeNewItem("next")])
        #expect(try await second.counts(matching: ItemFilter()).total == 2)
    }

    @Test(
        "a one-row change waits for the server twice: the lock with the read, then its write, journal entry and closing with the commit; an add three times"
    )
    func roundTripsOfAChange() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let id = try await PostgresStore(url: url, schema: schema).insert([makeNewItem("first")])[0].id
        // Each change on a connection of its own, as each crew command makes (a statement run a
        // second time on one connection is prepared first, one round trip more, once).
        let completing = try PostgresStore(url: url, schema: schema)
        var before = await completing.roundTripsForTesting()
        let revised = try await completing.revise([id]) { records in
            var items = records.items
            items[0].fields.complete(at: Date(timeIntervalSince1970: 1_000))
            return ItemRevision(updated: items, outcome: records.items.count)
        }
        #expect(revised.outcome == 1)
        #expect(await completing.roundTripsForTesting() - before == 2)
        let adding = try PostgresStore(url: url, schema: schema)
        before = await adding.roundTripsForTesting()
        let second = try await adding.insert([makeNewItem("second")])[0].id
        #expect(await adding.roundTripsForTesting() - before == 3)
        // What went with other statements was done: each change journaled as one entry, the entry
        // closed (no setting left), the id sequence moved past the new item.
        #expect(try await adding.item(withID: id)?.isCompleted == true)
        #expect(try await adding.runForTesting("SELECT count(*) FROM journal") == [["3"]])
        #expect(
            try await adding.runForTesting("SELECT current_setting('crew.journal_entry', true)") == [[""]])
        #expect(try await adding.insert([makeNewItem("third")])[0].id.rawValue == second.rawValue + 1)
        // A decision that changes nothing writes nothing: the lock with the read, then the commit.
        let deciding = try PostgresStore(url: url, schema: schema)
        before = await deciding.roundTripsForTesting()
        _ = try await deciding.revise([id]) { _ in ItemRevision(updated: [], outcome: 0) }
        #expect(await deciding.roundTripsForTesting() - before == 2)
        #expect(try await deciding.runForTesting("SELECT count(*) FROM journal") == [["4"]])
    }

    @Test(
        "writes past the pipeline's 500 are sent while the change goes on, in its one transaction: one round trip more, and a failure among the first 500 rolls back every write"
    )
    func writesPastThePipelinesLimit() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let count = PostgresConnection.deferredLimit + 1
        let ids = try await PostgresStore(url: url, schema: schema).insert(
            (1...count).map { makeNewItem("n\($0)") }
        ).map(\.id)
        let completeAll: @Sendable (ItemRecords) -> ItemRevision<Int> = { records in
            let done = records.items.map { item in
                var done = item
                done.fields.complete(at: Date(timeIntervalSince1970: 1_000))
                return done
            }
            return ItemRevision(updated: done, outcome: done.count)
        }
        // Item 3's update fails on the server, in the first 500 sent: nothing of the change stays.
        let refusing = try PostgresStore(url: url, schema: schema)
        _ = try await refusing.runForTesting(
            "CREATE FUNCTION refuse_three() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.id = 3 THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$",
            "CREATE TRIGGER refuse_three BEFORE UPDATE ON items FOR EACH ROW EXECUTE FUNCTION refuse_three()")
        await #expect(throws: (any Error).self) { try await refusing.revise(.ids(ids), completeAll) }
        #expect(try await refusing.counts(matching: ItemFilter(status: .completed)).total == 0)
        #expect(try await refusing.runForTesting("SELECT count(*) FROM journal") == [["1"]])
        _ = try await refusing.runForTesting("DROP TRIGGER refuse_three ON items")

        let completing = try PostgresStore(url: url, schema: schema)
        let before = await completing.roundTripsForTesting()
        let revised = try await completing.revise(.ids(ids), completeAll)
        #expect(revised.outcome == count)
        // The lock with the read, the first 500 writes, the last with the commit.
        #expect(await completing.roundTripsForTesting() - before == 3)
        #expect(try await completing.counts(matching: ItemFilter(status: .completed)).total == count)
        #expect(try await completing.runForTesting("SELECT count(*) FROM journal") == [["2"]])
    }

    @Test(
        "a search's pages come with its ranking, one round trip: the best rows are kept as they are ranked, not read again by id"
    )
    func searchReadsItsRowsOnce() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        _ = try await PostgresStore(url: url, schema: schema).insert(
            (1...30).map { makeNewItem("pay invoice \($0)") } + [makeNewItem("bread")])
        let reader = try PostgresStore(url: url, schema: schema)
        let invoice = query("invoice")
        var before = await reader.roundTripsForTesting()
        let first = try await reader.items(
            matching: ItemFilter(search: invoice), order: .relevance(to: invoice),
            page: try PageRequest(limit: 20))
        #expect(first.elements.count == 20)
        #expect(await reader.roundTripsForTesting() - before == 1)
        before = await reader.roundTripsForTesting()
        let next = try #require(first.next)
        let second = try await reader.items(
            matching: ItemFilter(search: invoice), order: .relevance(to: invoice), page: next)
        #expect(await reader.roundTripsForTesting() - before == 0)
        #expect(
            Set((first.elements + second.elements).map(\.name.value))
                == Set((1...30).map { "pay invoice \($0)" }))
    }

    @Test(
        "rows read one at a time all arrive; a statement that fails part way, or a reader that stops, leaves the connection ready for the next"
    )
    func streamedRows() throws {
        let connection = try PostgresConnection(url: try PostgresTestServer.url())
        var seen: [Int] = []
        try connection.runStreaming("SELECT g FROM generate_series(1, 2500) AS g", []) {
            seen.append($0.integer(0))
        }
        #expect(seen == Array(1...2500))
        #expect {
            try connection.runStreaming("SELECT 10 / (5 - g) FROM generate_series(1, 9) AS g", []) { _ in }
        } throws: { ($0 as? PostgresFailure)?.sqlState == "22012" }
        struct Enough: Error {}
        var taken = 0
        #expect(throws: Enough.self) {
            try connection.runStreaming("SELECT g FROM generate_series(1, 100) AS g", []) { _ in
                taken += 1
                if taken == 3 { throw Enough() }
            }
        }
        #expect(taken == 3)
        #expect(try connection.integer("SELECT ?::bigint", [.integer(42)]) == 42)
    }

    @Test(
        "an update that waits for no answer and fails with the commit fails its change: nothing of it is kept, and the next change runs"
    )
    func unansweredUpdateFailsItsChange() async throws {
        let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
        let store = try PostgresStore(url: url, schema: schema)
        let id = try await store.insert([makeNewItem("first")])[0].id
        // Another application's rule, which crew cannot know before the server checks it.
        _ = try await store.runForTesting(
            "ALTER TABLE items ADD CONSTRAINT nothing_done CHECK (is_completed = 0) NOT VALID")
        let entries = try await store.runForTesting("SELECT count(*) FROM journal")
        await #expect {
            try await store.revise([id]) { records in
                var items = records.items
                items[0].fields.complete(at: Date(timeIntervalSince1970: 1_000))
                return ItemRevision(updated: items, outcome: 0)
            }
        } throws: { "\($0)".contains("nothing_done") }
        #expect(try await store.item(withID: id)?.isCompleted == false)
        #expect(try await store.runForTesting("SELECT count(*) FROM journal") == entries)
        #expect(try await store.runForTesting("SELECT current_setting('crew.journal_entry', true)") == [[""]])
        // The lock was released and the session is usable: another store's change and this one's.
        _ = try await PostgresStore(url: url, schema: schema).insert([makeNewItem("second")])
        _ = try await store.runForTesting("ALTER TABLE items DROP CONSTRAINT nothing_done")
        _ = try await store.revise([id]) { records in
            var items = records.items
            items[0].fields.complete(at: Date(timeIntervalSince1970: 1_000))
            return ItemRevision(updated: items, outcome: 0)
        }
        #expect(try await store.item(withID: id)?.isCompleted == true)
        #expect(try await store.counts(matching: ItemFilter()).total == 2)
    }

    @Test(
        "a change that waited out crew's write lock is busy, and the store's next change is not refused for it"
    )
    func busyLeavesTheSessionUsable() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let (holder, waiter) = (
            try PostgresStore(url: url, schema: schema), try PostgresStore(url: url, schema: schema)
        )
        _ = try await holder.insert([makeNewItem("before")])
        // The lock a change takes, held by a transaction left open.
        _ = try await holder.runForTesting("BEGIN", PostgresConnection.takeWriteLock)
        // Readers never wait for it, nor does a store in another schema of the same database.
        #expect(try await waiter.counts(matching: ItemFilter()).total == 1)
        let elsewhere = try PostgresStore(url: url, schema: PostgresTestServer.freshSchema())
        _ = try await elsewhere.insert([makeNewItem("elsewhere")])
        await #expect(throws: StoreError.busy) { try await waiter.insert([makeNewItem("waited")]) }
        _ = try await holder.runForTesting("ROLLBACK")
        _ = try await waiter.insert([makeNewItem("after")])
        #expect(try await waiter.counts(matching: ItemFilter()).total == 2)
    }

    @Test("the migrations are numbered one after another from 1, each with a name")
    func migrationsNumbered() {
        #expect(PostgresSchema.migrations.map(\.version) == Array(1...PostgresSchema.migrations.count))
        #expect(PostgresSchema.latestVersion == PostgresSchema.migrations.last?.version)
        #expect(PostgresSchema.migrations.allSatisfy { !$0.name.isEmpty })
    }

    @Test(
        "each migration keeps the rows and the journal of the version before it",
        arguments: 1..<PostgresSchema.latestVersion)
    func upgradeKeepsRowsAndJournal(from version: Int) async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let old = try PostgresStore(url: url, schema: schema, migratingTo: version)
        // Written as that version's crew wrote them (today's code writes today's columns): the
        // columns every version has (and, from version 3, the identity it requires), and a
        // journaled rename in that version's triggers.
        let (column, value) = version >= 3 ? (", uuid", ", gen_random_uuid()") : ("", "")
        // From version 3 on, crew folds names without accents.
        let folded = version >= 3 ? "resume screening" : "résumé screening"
        _ = try await old.runForTesting(
            "INSERT INTO users (id, name, email\(column)) VALUES (1, 'Ada Lovelace', 'ada@example.com'\(value))",
            "SELECT setval('user_ids', 1)",
            "INSERT INTO items (id, name, owner_id, name_key\(column)) VALUES (1, 'Buy milk', 1, 'buy milk'\(value)), "
                + "(2, 'Call Bob', NULL, 'call bob'\(value)), (3, 'Résumé screening', NULL, '\(folded)'\(value))",
            "SELECT setval('item_ids', 3)", "BEGIN",
            "WITH entry AS (INSERT INTO journal (changed_at) VALUES (1800000000) RETURNING id) SELECT set_config('crew.journal_entry', (SELECT id FROM entry)::text, true)",
            "UPDATE items SET name = 'Buy oat milk', name_key = 'buy oat milk' WHERE id = 1", "COMMIT")
        let added = itemIDs(1, 2)
        let new = try PostgresStore(url: url, schema: schema)
        // Each record got an identity of its own; the names are folded without accents.
        let identities = try await new.items(withIDs: itemIDs(1, 2, 3)).items.map(\.uuid)
        #expect(Set(identities).count == 3)
        #expect(
            try await new.items(
                matching: ItemFilter(search: query("resume")), order: .pendingFirst, page: .first
            ).elements.map(\.id) == itemIDs(3))
        #expect(
            try await new.items(withIDs: added).items.map(\.name.value).sorted() == [
                "Buy oat milk", "Call Bob",
            ])
        // The change journaled before the upgrade is undone after it.
        #expect(try await new.undoLastChange()?.items.first?.after?.name.value == "Buy oat milk")
        #expect(try await new.item(withID: added[0])?.name.value == "Buy milk")
        // A change after the upgrade is journaled by the new triggers, with the same images.
        _ = try await new.deleteItems(added)
        #expect(
            try await new.recentChanges(limit: 1).first?.items.map(\.before?.name.value) == [
                "Buy milk", "Call Bob",
            ])
        _ = try await new.undoLastChange()
        #expect(try await new.counts(matching: ItemFilter()).total == 3)
    }

    @Test("a wrong password is refused with a sentence that shows the URL, never the password")
    func wrongPasswordRedacted() throws {
        let url = try PostgresTestServer.url()
        let text = url.connectionStringForTesting
        guard let at = text.lastIndex(of: "@"), let colon = text[..<at].lastIndex(of: ":") else {
            Issue.record("the test server's URL has no password")
            return
        }
        let wrong = text[...colon] + "Not-The-Secret-42" + text[at...]
        #expect {
            _ = try PostgresStore(url: try #require(PostgresURL(String(wrong))))
        } throws: { error in
            let message = "\(error)"
            return message.contains("password authentication failed") && message.contains(":***@")
                && !message.contains("Not-The-Secret-42")
        }
    }

    @Test(
        "the URL's password is redacted wherever it is written",
        arguments: [
            (
                "postgres://crew:s3cret@db.example.com/crew", "postgres://crew:***@db.example.com/crew",
                ["s3cret"]
            ),
            (
                "postgresql://crew:p%40ss@db:5433/crew?sslmode=require",
                "postgresql://crew:***@db:5433/crew?sslmode=require", ["p%40ss", "p@ss"]
            ),
            (
                "postgres://db/crew?user=crew&password=s3cret", "postgres://db/crew?user=crew&password=***",
                ["s3cret"]
            ),
            ("postgres://crew@db/crew", "postgres://crew@db/crew", []),
            ("POSTGRES://a:b:c@host/x", "POSTGRES://a:***@host/x", ["b:c"]),
            (
                "postgres://crew:pa/ssword@127.0.0.1:1/crew", "postgres://crew:***@127.0.0.1:1/crew",
                ["pa/ssword", "ssword"]
            ),
            (
                "postgres://crew:pa?ss#word@127.0.0.1:1/crew", "postgres://crew:***@127.0.0.1:1/crew",
                ["pa?ss#word", "word"]
            ),
            (
                "postgres://crew:p@ssword@127.0.0.1:1/crew", "postgres://crew:***@127.0.0.1:1/crew",
                ["p@ssword", "ssword"]
            ),
            (
                "postgres://crew:s3cret@db/crew?user=a@b.org", "postgres://crew:***@db/crew?user=a@b.org",
                ["s3cret"]
            ),
        ])
    func redaction(url text: String, shown: String, passwords: [String]) throws {
        let url = try #require(PostgresURL(text))
        #expect(url.description == shown)
        for password in passwords {
            #expect(url.redacting("login as crew with \(password) failed") == "login as crew with *** failed")
        }
    }

    @Test("a one- or two-letter password is shown as *** in the URL, and messages keep their letters")
    func shortPassword() throws {
        let url = try #require(PostgresURL("postgres://u:p@db/x"))
        #expect(url.description == "postgres://u:***@db/x")
        #expect(
            url.redacting("connection to server at db, port 5432 failed")
                == "connection to server at db, port 5432 failed")
    }

    @Test("crew's connection defaults come before the URL, so that what the URL sets wins")
    func connectionDefaults() throws {
        let url = try #require(PostgresURL("postgres://db/crew?connect_timeout=3"))
        #expect(url.connectionParameters.map(\.keyword) == ["connect_timeout", "application_name", "dbname"])
        #expect(
            url.connectionParameters.map(\.value) == ["10", "crew", "postgres://db/crew?connect_timeout=3"])
    }

    @Test("the server sees crew's application name, or the one the URL names")
    func applicationName() async throws {
        let text = try PostgresTestServer.url().connectionStringForTesting
        let separator = text.contains("?") ? "&" : "?"
        for (suffix, expected) in [("", "crew"), (separator + "application_name=ops", "ops")] {
            let store = try PostgresStore(
                url: try #require(PostgresURL(text + suffix)), schema: PostgresTestServer.freshSchema())
            #expect(try await store.runForTesting("SHOW application_name") == [[expected]])
        }
    }

    @Test("an upper-case scheme is a PostgreSQL URL that libpq, which knows lower case only, connects with")
    func upperCaseScheme() async throws {
        let text = try PostgresTestServer.url().connectionStringForTesting
        let scheme = try #require(text.firstRange(of: "://"))
        let upper = try #require(
            PostgresURL(text[..<scheme.lowerBound].uppercased() + text[scheme.lowerBound...]))
        #expect(upper.description.hasPrefix("POSTGRES"))
        let store = try PostgresStore(url: upper, schema: PostgresTestServer.freshSchema())
        #expect(try await store.runForTesting("SELECT 1") == [["1"]])
    }

    @Test(
        "a password holding ?, #, : or a percent-encoded / or @ connects, as libpq reads it",
        arguments: [
            ("pa?ss#wo:rd", "pa?ss#wo:rd"), ("pa%2Fss%40word", "pa/ss@word"),
            ("x?y&connect_timeout=1", "x?y&connect_timeout=1"),
        ])
    func passwordWithAnyCharacter(written: String, password: String) async throws {
        let (owner, url) = try makeSUT()
        let role = "pw_" + String(PostgresTestServer.freshSchema().suffix(12))
        let ownerRole = try #require(try await owner.runForTesting("SELECT current_user").first?.first ?? nil)
        _ = try await owner.runForTesting(
            "CREATE ROLE \(role) LOGIN PASSWORD '\(password)'", "GRANT \(ownerRole) TO \(role)")
        let text = url.connectionStringForTesting
        let userInfo = try #require(text.firstRange(of: "://").map(\.upperBound))
        let at = try #require(text[userInfo...].firstIndex(of: "@"))
        let withPassword = try #require(
            PostgresURL(String(text[..<userInfo]) + "\(role):\(written)" + String(text[at...])))
        #expect(!withPassword.description.contains(written))
        let store = try PostgresStore(url: withPassword, schema: PostgresTestServer.freshSchema())
        #expect(try await store.runForTesting("SELECT current_user") == [[role]])
    }

    @Test(
        "a password holding a raw / or @, which libpq would read as a host, is refused before connecting, unshown"
    )
    func misreadPasswordRefused() throws {
        for text in [
            "postgres://crew:pa/qz7wd@127.0.0.1:1/crew", "postgres://crew:p@qz7wd@127.0.0.1:1/crew",
        ] {
            let url = try #require(PostgresURL(text))
            #expect(url.description == "postgres://crew:***@127.0.0.1:1/crew")
            #expect {
                _ = try PostgresStore(url: url)
            } throws: { error in
                let message = "\(error)"
                return message.contains("write '/' as %2F and '@' as %40") && !message.contains("qz7")
            }
        }
    }

    @Test(
        "a path or another scheme is no PostgreSQL URL",
        arguments: ["crew.sqlite3", "/tmp/postgres://x", "http://db/x", ""])
    func notPostgres(text: String) {
        #expect(PostgresURL(text) == nil)
    }

    @Test("with 100,000 items, no listing the CLI offers walks the items table")
    func listingsUseIndexes() async throws {
        let (store, _) = try makeSUT()
        _ = try await store.runForTesting(
            "INSERT INTO users (id, name, email, uuid) SELECT g, 'User ' || g, 'user' || g || '@example.com', gen_random_uuid() FROM generate_series(1, 100) AS g",
            "SELECT setval('user_ids', 100)",
            """
            INSERT INTO items (name, is_completed, owner_id, due, priority, tags, created_at, name_key, uuid)
            SELECT n, (g % 2)::smallint, 1 + g % 100, 20000 + g % 1000, (g % 3)::smallint,
                CASE WHEN g % 50 = 0 THEN '["home"]'::jsonb ELSE '[]'::jsonb END, 1700000000 + g, lower(n),
                gen_random_uuid()
            FROM (SELECT g, 'Item ' || g || CASE WHEN g % 997 = 0 THEN ' Quarterly report' ELSE '' END AS n
                FROM generate_series(1, 100000) AS g) AS generated
            """, "ANALYZE users", "ANALYZE items")
        let today = try DueDate(dayNumber: 20_500).unwrapped()
        let user = try User.ID(validating: 7)
        let cases: [(String, ItemFilter, ItemOrder, PageRequest)] = [
            ("items list --limit 50", ItemFilter(), .pendingFirst, pageOf(50)),
            (
                "a deep page", ItemFilter(), .pendingFirst,
                PageRequest.first.continuing(after: PageCursor(keys: [1, 60_001]))
            ),
            ("--user", ItemFilter(owner: .user(user)), .pendingFirst, pageOf(50)),
            (
                "--user, a deep page", ItemFilter(owner: .user(user)), .pendingFirst,
                PageRequest.first.continuing(after: PageCursor(keys: [0, 50_007]))
            ),
            ("--pending", ItemFilter(status: .pending), .pendingFirst, pageOf(50)),
            ("--overdue", ItemFilter().overdue(today: today), .pendingFirst, pageOf(50)),
            (
                "--search", ItemFilter(search: query("quarterly")), .relevance(to: query("quarterly")),
                pageOf(50)
            ),
            ("--tag", ItemFilter(tags: try Tags([try Tag("home")])), .pendingFirst, pageOf(50)),
            ("--sort due", ItemFilter(), .sorted(.due), pageOf(50)),
            ("--sort name --reverse", ItemFilter(), .reversed(.sorted(.name)), pageOf(50)),
            ("--priority high", ItemFilter(priority: .high), .pendingFirst, pageOf(50)),
            (
                "--due-before", ItemFilter(dueBefore: try DueDate(dayNumber: 20_010).unwrapped()),
                .pendingFirst, pageOf(50)
            ),
            ("--search --sort due", ItemFilter(search: query("quarterly")), .sorted(.due), pageOf(50)),
        ]
        // Every sort, either way, on its first page and on a page deep in it.
        var sorted: [(String, ItemFilter, ItemOrder, PageRequest)] = []
        for sort in ItemSort.allCases {
            for order in [ItemOrder.sorted(sort), .reversed(.sorted(sort))] {
                let deep = try await store.items(matching: ItemFilter(), order: order, page: pageOf(1_000))
                let cursor = try #require(deep.next)
                sorted.append(("\(order)", ItemFilter(), order, pageOf(50)))
                sorted.append(("\(order), a deep page", ItemFilter(), order, cursor))
            }
        }
        for (name, filter, order, page) in cases + sorted {
            let plans = try await store.plans(of: filter, order: order, page: page)
            #expect(!plans.isEmpty, "\(name): no statement")
            for plan in plans {
                let nodes = try PlanNode.all(inJSON: plan)
                #expect(nodes.contains { $0.type.contains("Index") }, "\(name) reads no index: \(plan)")
                #expect(
                    !nodes.contains { $0.type == "Seq Scan" && $0.relation == "items" },
                    "\(name) walks the items table: \(plan)")
            }
        }
        // The listings still find what they should on a table this size.
        #expect(
            try await store.items(
                matching: ItemFilter(search: query("quarterly")), order: .relevance(to: query("quarterly")),
                page: pageOf(200)
            ).elements.count == 100)
    }

    private func makeSUT() throws -> (PostgresStore, PostgresURL) {
        let url = try PostgresTestServer.url()
        return (try PostgresStore(url: url, schema: PostgresTestServer.freshSchema()), url)
    }
}

/// One node of a plan as `EXPLAIN (FORMAT JSON)` writes it.
private struct PlanNode {
    let type: String
    let relation: String?

    static func all(inJSON text: String) throws -> [PlanNode] {
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var nodes: [PlanNode] = []
        func visit(_ value: Any) {
            if let list = value as? [Any] { list.forEach(visit) }
            guard let object = value as? [String: Any] else { return }
            if let type = object["Node Type"] as? String {
                nodes.append(PlanNode(type: type, relation: object["Relation Name"] as? String))
            }
            object.values.forEach(visit)
        }
        visit(root)
        return nodes
    }
}

extension Optional {
    fileprivate func unwrapped() throws -> Wrapped { try #require(self) }
}
