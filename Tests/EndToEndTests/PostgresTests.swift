import DataTestSupport
import Foundation
import Testing

/// The PostgreSQL store through the built `crew`, many processes at once: what a team sharing one
/// database relies on.
@Suite("PostgreSQL store", PostgresDatabase.trait)
struct PostgresTests {
    @Test("8 processes adding 50 items each at once store exactly 400 items, each id once")
    func concurrentAdds() throws {
        let (sandbox, database) = try makeSUT()
        let crew = try Sandbox.binary().path
        let run = try sandbox.shell(
            """
            for p in 1 2 3 4 5 6 7 8; do
                ( for i in $(seq 50); do "\(crew)" --store "$STORE" items add "process $p item $i" >/dev/null || echo "failed: $p $i"; done ) &
            done
            wait
            """, store: database.url)
        #expect(run.status == 0)
        #expect(run.output.isEmpty, "\(run.output)\(run.errors)")
        #expect(
            try database.query("SELECT count(*), count(DISTINCT id), count(DISTINCT name) FROM crew.items")
                == "400|400|400")
        #expect(try sandbox.crew(["--store", database.url, "items", "list"]).outputLines.count == 400)
    }

    @Test(
        "a bulk edit and a done by filters are each one change on PostgreSQL, and one undo each takes them back"
    )
    func bulkChanges() throws {
        let (sandbox, database) = try makeSUT()
        let store = ["--store", database.url]
        for name in ["a", "b", "c"] { try sandbox.crew(store + ["add", name, "--tag", "sprint"]) }
        try sandbox.crew(store + ["add", "d"])
        let edited = try sandbox.crew(store + ["edit", "1", "2", "3", "--priority", "high"])
        #expect(
            edited.outputLines == ["Updated item 1: a", "Updated item 2: b", "Updated item 3: c"],
            "\(edited.errors)")
        #expect(
            try sandbox.crew(store + ["log", "-n", "1"]).output.contains(
                "\tedited 3 items (1, 2 and 3) (priority)\t"))
        let done = try sandbox.crew(store + ["done", "--tag", "sprint"])
        #expect(done.outputLines.count == 3, "\(done.errors)")
        #expect(try database.query("SELECT count(*) FROM crew.items WHERE is_completed = 1") == "3")
        try sandbox.crew(store + ["undo"])
        try sandbox.crew(store + ["undo"])
        #expect(
            try database.query("SELECT count(*) FROM crew.items WHERE is_completed = 0 AND priority IS NULL")
                == "4")
        // One unknown id changes none of them.
        #expect(try sandbox.crew(store + ["edit", "1", "9", "--priority", "low"]).status == 1)
        #expect(try database.query("SELECT count(*) FROM crew.items WHERE priority IS NOT NULL") == "0")
    }

    @Test("two processes registering one e-mail at once: one succeeds, the other is told it is taken")
    func sameEmailAtOnce() throws {
        let (sandbox, database) = try makeSUT()
        let crew = try Sandbox.binary().path
        for round in 1...5 {
            let run = try sandbox.shell(
                """
                for who in a b; do
                    ( "\(crew)" --store "$STORE" users add --name "Person $who" --email same\(round)@example.com >"$DIR/$who.out" 2>"$DIR/$who.err"; echo $? >"$DIR/$who.status" ) &
                done
                wait
                for who in a b; do echo "$(cat "$DIR/$who.status") $(cat "$DIR/$who.err")"; done
                """, store: database.url)
            let outcomes = run.outputLines.sorted()
            #expect(outcomes.count == 2)
            #expect(outcomes.first == "0 ", "\(outcomes)")
            #expect(
                outcomes.last == "1 Error: same\(round)@example.com is already registered.", "\(outcomes)")
        }
        #expect(try database.query("SELECT count(*) FROM crew.users") == "5")
    }

    @Test(
        "a user's removal racing an item's assignment to them never leaves an item owned by nobody who exists"
    )
    func removalRacingAssignment() throws {
        let (sandbox, database) = try makeSUT()
        let crew = try Sandbox.binary().path
        for round in 1...8 {
            let user = "racer\(round)@example.com"
            #expect(
                try sandbox.crew([
                    "--store", database.url, "users", "add", "--name", "Racer", "--email", user,
                ]).status == 0)
            #expect(try sandbox.crew(["--store", database.url, "items", "add", "Item \(round)"]).status == 0)
            let run = try sandbox.shell(
                """
                ( "\(crew)" --store "$STORE" users remove \(user) --release-items --yes >/dev/null 2>"$DIR/remove.err"; echo $? >"$DIR/remove.status" ) &
                ( "\(crew)" --store "$STORE" items assign \(round) --user \(user) >/dev/null 2>"$DIR/assign.err"; echo $? >"$DIR/assign.status" ) &
                wait
                echo "$(cat "$DIR/remove.status") $(cat "$DIR/assign.status")"
                cat "$DIR/remove.err" "$DIR/assign.err"
                """, store: database.url)
            let statuses = run.outputLines.first ?? ""
            // The removal always succeeds (it releases what it finds); the assignment succeeds when
            // it came first (and the removal released the item again) or fails: no such user.
            #expect(statuses == "0 0" || statuses == "0 1", "\(run.output)")
            if statuses == "0 1" {
                #expect(
                    run.outputLines.dropFirst().joined().hasPrefix("Error: There is no user"), "\(run.output)"
                )
            }
        }
        #expect(
            try database.query(
                "SELECT count(*) FROM crew.items i WHERE i.owner_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM crew.users u WHERE u.id = i.owner_id)"
            ) == "0")
        #expect(try database.query("SELECT count(*) FROM crew.users") == "0")
    }

    @Test("an import killed with SIGKILL while it writes leaves all of it or none")
    func killedImport() throws {
        let (sandbox, database) = try makeSUT()
        let crew = try Sandbox.binary().path
        // Large enough that the import still writes when the lock is seen (it inserts 500 rows a statement).
        let count = 50_000
        let file = sandbox.path("items.jsonl")
        try (1...count).map { "{\"name\": \"Imported \($0)\"}" }.joined(separator: "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        // Creates the schema first, so the import below is the only writer.
        #expect(try sandbox.crew(["--store", database.url, "items", "list"]).status == 0)
        let run = try sandbox.shell(
            """
            "\(crew)" --store "$STORE" items import "\(file)" >/dev/null 2>&1 &
            pid=$!
            # Wait until the import is inserting (it holds a lock on the items table), then kill it.
            until [ "$(psql "$STORE" -tAc "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'items' AND l.mode = 'RowExclusiveLock' AND l.pid <> pg_backend_pid()")" != 0 ]; do
                kill -0 $pid 2>/dev/null || break
                sleep 0.005
            done
            kill -9 $pid 2>/dev/null
            wait $pid
            echo $?
            """, store: database.url)
        #expect(run.outputLines.last == "137", "the import ended before it was killed: \(run.output)")
        let stored = try database.query("SELECT count(*) FROM crew.items")
        #expect(stored == "0" || stored == "\(count)", "\(stored) items after a killed import")
        let list = try sandbox.crew(["--store", database.url, "items", "list"])
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.outputLines.count == Int(stored))
    }

    @Test("the URL's password appears in no output, error, trace or history line")
    func passwordNeverShown() throws {
        let (sandbox, database) = try makeSUT()
        #expect(!database.password.isEmpty, "the test server's URL has no password to look for")
        let wrong = database.url.replacingOccurrences(
            of: ":" + database.password + "@", with: ":wrong-Pa55word@")
        let noServer = "postgres://crew:wrong-Pa55word@127.0.0.1:1/crew"
        let runs = [
            try sandbox.crew([
                "--store", database.url, "users", "add", "--name", "Ada", "--email", "ada@example.com",
            ]),
            try sandbox.crew([
                "--store", database.url, "users", "add", "--name", "Ada", "--email", "ada@example.com",
            ]),
            try sandbox.crew(["--store", database.url, "items", "add", "Buy milk", "--json"]),
            try sandbox.crew(["--store", database.url, "items", "list"], environment: ["CREW_TRACE": "1"]),
            try sandbox.crew(["--store", database.url, "items", "done", "99"]),
            try sandbox.crew(["--store", database.url, "log"]),
            try sandbox.crew(["--store", database.url, "items", "lsit"]),
            try sandbox.crew([], environment: ["CREW_STORE": database.url]),
            try sandbox.crew(["shell", "--store", database.url], input: "add Tea\nlist\ndone 77\nquit\n"),
            try sandbox.crew(["--store", wrong, "items", "list"]),
            try sandbox.crew(["--store", noServer, "items", "list"]),
        ]
        for run in runs {
            #expect(!run.output.contains(database.password) && !run.errors.contains(database.password))
            #expect(!run.output.contains("wrong-Pa55word") && !run.errors.contains("wrong-Pa55word"))
        }
        #expect(runs[9].status == 1)
        #expect(runs[9].errors.contains("password authentication failed"), "\(runs[9].errors)")
        #expect(runs[9].errors.contains(":***@"), "\(runs[9].errors)")
        #expect(
            runs[10].errors.hasPrefix("Error: cannot open the store at postgres://crew:***@127.0.0.1:1/crew:")
        )
        let files = FileManager.default.enumerator(atPath: sandbox.root.path)?.allObjects as? [String] ?? []
        for file in files {
            let text = (try? String(contentsOfFile: sandbox.path(file), encoding: .utf8)) ?? ""
            #expect(!text.contains(database.password), "\(file) holds the password")
        }
    }

    @Test("a local store moves to PostgreSQL by export and import, and comes back byte for byte")
    func exportImportAcrossStores() throws {
        let (sandbox, database) = try makeSUT()
        let local = ["--store", sandbox.path("mine.sqlite3")]
        #expect(
            try sandbox.crew(
                local + ["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.com"]
            ).status == 0)
        #expect(
            try sandbox.crew(
                local + [
                    "items", "add", "Café ÉCLAIR 🍰", "--user", "ada", "--due", "2026-12-24", "--priority",
                    "high", "--tag", "home",
                ]
            ).status == 0)
        #expect(try sandbox.crew(local + ["items", "add", "Write report", "--tag", "work"]).status == 0)
        #expect(try sandbox.crew(local + ["items", "done", "2"]).status == 0)
        #expect(try sandbox.crew(local + ["export", sandbox.path("from-sqlite.json")]).status == 0)
        let imported = try sandbox.crew(["--store", database.url, "import", sandbox.path("from-sqlite.json")])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(
            try sandbox.crew(["--store", database.url, "export", sandbox.path("from-postgres.json")]).status
                == 0)
        let first = try String(contentsOfFile: sandbox.path("from-sqlite.json"), encoding: .utf8)
        #expect(try String(contentsOfFile: sandbox.path("from-postgres.json"), encoding: .utf8) == first)
        #expect(
            try sandbox.crew(["--store", database.url, "items", "list", "--search", "éclair"]).outputLines
                .count == 1)
        // New items continue after the ids the backup brought.
        #expect(
            try sandbox.crew(["--store", database.url, "items", "add", "Next"]).output
                == "Added item 3: Next\n")
    }

    @Test("libpq is loaded when a command opens a PostgreSQL store, and never for a local file")
    func libpqOnlyWhenNeeded() throws {
        let (sandbox, database) = try makeSUT()
        let local = try sandbox.crew(["items", "list"], environment: ["LD_DEBUG": "libs"])
        #expect(local.status == 0)
        #expect(!local.errors.contains("libpq"), "a local command loaded libpq")
        let shared = try sandbox.crew(
            ["--store", database.url, "items", "list"], environment: ["LD_DEBUG": "libs"])
        #expect(shared.status == 0)
        #expect(
            shared.errors.contains("libpq.so"),
            "the PostgreSQL store did not load libpq: \(shared.errors.suffix(300))")
    }

    /// libpq is hidden from crew (`HiddenLibrary`), as the libcurl test hides libcurl.
    @Test("without libpq, a PostgreSQL store says which package to install; local files still work")
    func missingLibpq() throws {
        let (sandbox, database) = try makeSUT()
        let libpq = try HiddenLibrary(matching: "libpq\\.so")
        let hidden = { (arguments: [String]) in
            try libpq.run([try Sandbox.binary().path] + arguments, environment: sandbox.environment)
        }
        let shared = try hidden(["--store", database.url, "items", "list"])
        #expect(shared.status == 1)
        #expect(
            shared.errors.hasSuffix(
                ": a PostgreSQL store needs libpq, which is not installed (on Debian: apt-get install libpq5)\n"
            ),
            "\(shared.errors)")
        #expect(!shared.errors.contains(database.password))
        let local = try hidden(["items", "add", "Buy milk"])
        #expect(local.status == 0, "\(local.errors)")
    }

    private func makeSUT() throws -> (Sandbox, PostgresDatabase) {
        (try Sandbox(), try PostgresDatabase())
    }
}

extension Sandbox {
    /// Runs a shell script with `$STORE` (the database's URL) and `$DIR` (the sandbox) set.
    func shell(_ script: String, store: String) throws -> ProgramRun {
        var environment = self.environment
        environment["STORE"] = store
        environment["DIR"] = root.path
        return try runProgram(["sh", "-c", script], input: "", environment: environment)
    }
}
