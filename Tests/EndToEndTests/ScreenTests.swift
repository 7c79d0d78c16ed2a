import DataTestSupport
import Foundation
import Testing

/// `crew ui` in a real terminal (tmux), typed into as a person types.
@Suite("crew ui", .enabled(if: TerminalSession.isAvailable))
struct ScreenTests {
    @Test("search narrows the list at each key; Space completes; q gives the terminal back as it was")
    func searchToggleQuit() async throws {
        let sandbox = try seeded()
        let terminal = try sttyChecked(in: sandbox)
        #expect(
            try await terminal.waitForScreen { $0.contains("Water the plants") && $0.contains("4 pending") })
        try terminal.send("/", "w")
        #expect(try await terminal.waitForScreen { $0.contains("search: w") })
        try terminal.send("a")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("search: wa") && $0.contains("Water the plants") && !$0.contains("Résumé draft")
            })
        try terminal.send("Escape")
        #expect(try await terminal.waitForScreen { $0.contains("Résumé draft") && !$0.contains("search:") })
        try terminal.send("/", "r", "e", "s", "u", "m", "e", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Résumé draft") && !$0.contains("Water the plants")
            })
        try terminal.send("Space")
        #expect(try await terminal.waitForScreen { $0.contains("Completed item 2: Résumé draft") })
        #expect(try sandbox.crew(["items", "list", "--done"]).output.hasPrefix("2\tdone\t"))
        try terminal.send("q")
        try await expectTerminalAsFound(terminal, in: sandbox, exitStatus: 0)
    }

    @Test("a, e, n, d (with its question), u, Enter and Esc, f, o, s and U, each as a person types it")
    func keys() async throws {
        let sandbox = try seeded()
        // In id order, so that the item added is the last row (crew ui opens on --sort next).
        let terminal = try TerminalSession(try command() + " --sort id", environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("4 pending") })
        try terminal.send("a", "Ship it --due 2031-01-03 -p h", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Added item 5: Ship it") && $0.contains("5 pending")
            })
        // e: the selected item's name, typed over.
        try terminal.send("g", "e", "C-u", "Buy oat milk", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Buy oat milk") })
        try terminal.send("n", "from the corner shop", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("item 1") && !$0.contains("Note:") })
        try terminal.send("Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Item 1: Buy oat milk") && $0.contains("from the corner shop")
            })
        try terminal.send("Escape")
        #expect(
            try await terminal.waitForScreen { $0.contains("5 pending") && !$0.contains("Notes, oldest") })
        try terminal.send("d")
        #expect(try await terminal.waitForScreen { $0.contains("Remove item 1: Buy oat milk? [y/N]") })
        try terminal.send("n")
        #expect(try await terminal.waitForScreen { !$0.contains("[y/N]") && $0.contains("5 pending") })
        try terminal.send("d", "y")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Removed item 1: Buy oat milk") && $0.contains("4 pending")
            })
        try terminal.send("u")
        #expect(
            try await terminal.waitForScreen { $0.contains("Undid change") && $0.contains("Buy oat milk") })
        try terminal.send("f")
        #expect(try await terminal.waitForScreen { $0.contains("crew ui · all") && $0.contains("Call mom") })
        try terminal.send("f")
        #expect(try await terminal.waitForScreen { $0.contains("crew ui · done") && !$0.contains("Ship it") })
        try terminal.send("f", "f")
        #expect(try await terminal.waitForScreen { $0.contains("crew ui · pending") })
        try terminal.send("o", "ada", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("owner: Ada Lovelace") && $0.contains("Water the plants")
                    && !$0.contains("Résumé draft")
            })
        try terminal.send("o", "anyone", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Résumé draft") && !$0.contains("owner:") })
        try terminal.send("s", "s")
        #expect(try await terminal.waitForScreen { $0.contains("sort: ") && !$0.contains("sort: default") })
        try terminal.send("U")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("crew ui · users") && $0.contains("ada@example.com")
            })
        try terminal.send("a", "Grace Hopper grace@example.com", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("grace@example.com") })
        // e: the selected user (Ada) renamed; d: asked who takes her item, then whether to remove her.
        try terminal.send("g", "e", "C-u", "Ada King ada@example.com", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Ada King") })
        try terminal.send("d")
        #expect(try await terminal.waitForScreen { $0.contains("They own items. Give them to") })
        try terminal.send("grace", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Remove Ada King (1) and give their 1 item to Grace Hopper (2)? [y/N]")
            })
        try terminal.send("y")
        #expect(
            try await terminal.waitForScreen { $0.contains("their 1 item now belongs to Grace Hopper (2)") })
        try terminal.send("Escape", "?")
        #expect(try await terminal.waitForScreen { $0.contains("search as you type") })
        try terminal.send("q", "q")
        #expect(try await terminal.waitForScreen { !$0.contains("crew ui") })
        #expect(try sandbox.crew(["users", "list"]).output == "2\tGrace Hopper\tgrace@example.com\n")
    }

    @Test(
        "a removal left at its heir's prompt is forgotten: after another row and another action, no question names the first user and y removes no one"
    )
    func leftRemovalIsForgotten() async throws {
        let sandbox = try seeded()
        try sandbox.crew(["users", "add", "--name", "Bob Smith", "--email", "bob@example.com"])
        try sandbox.crew(["users", "add", "--name", "Chloé Martin", "--email", "chloe@example.com"])
        try sandbox.crew(["items", "assign", "1", "2", "--user", "bob"])
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("pending") })
        try terminal.send("U")
        #expect(try await terminal.waitForScreen { $0.contains("bob@example.com") })
        // The issue's keys: Bob selected, d, Escape, j to Chloé, e, Enter, Enter.
        try terminal.send("j", "d")
        #expect(try await terminal.waitForScreen { $0.contains("They own items. Give them to") })
        try terminal.send("Escape", "j", "e")
        #expect(try await terminal.waitForScreen { $0.contains("Name and e-mail: Chloé Martin") })
        try terminal.send("Enter", "Enter", "y")
        try terminal.send("q", "q")
        #expect(try await terminal.waitForScreen { !$0.contains("crew ui") })
        let users = try sandbox.crew(["users", "list"]).outputLines
        #expect(users.count == 3, "\(users)")
        #expect(users.contains { $0.contains("Bob Smith") })
        #expect(users.contains { $0.contains("Chloé Martin") })
    }

    @Test("another process's change shows within a second; the typed search and the selection stay")
    func liveData() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("4 pending") })
        try terminal.send("/", "t", "e", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("search: te") })
        try sandbox.crew(["items", "add", "Order tea"])
        #expect(try await terminal.waitForScreen { $0.contains("Order tea") && $0.contains("search: te") })
        try terminal.send("q")
    }

    @Test(
        "SIGTERM, SIGHUP and SIGQUIT give the terminal back as stty -g found it, the normal screen shown",
        arguments: ["TERM", "HUP", "QUIT"])
    func signals(signal: String) async throws {
        let sandbox = try seeded()
        let terminal = try sttyChecked(in: sandbox)
        #expect(try await terminal.waitForScreen { $0.contains("4 pending") })
        // The pane's shell has one child now: crew.
        try runTool(["pkill", "-\(signal)", "-P", String(try terminal.panePID)], input: "")
        let status = ["TERM": 143, "HUP": 129, "QUIT": 131][signal] ?? 0
        try await expectTerminalAsFound(terminal, in: sandbox, exitStatus: status)
    }

    @Test("a resize redraws at once, 60×15 included; under 40×8 one line says so")
    func resize() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(
            try command(), environment: sandbox.environment, width: 60, height: 15)
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Water the plants") && $0.contains("? keys  q quit")
            })
        try terminal.resize(width: 30, height: 6)
        #expect(try await terminal.waitForScreen { $0.contains("crew ui needs 40×8 at least") })
        try terminal.resize(width: 100, height: 30)
        #expect(
            try await terminal.waitForScreen { $0.contains("Water the plants") && $0.contains("4 pending") })
        try terminal.send("q")
    }

    @Test("Ctrl-Z then fg redraws, and keys work after it, ten times in a row")
    func suspendAndResume() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession("bash --norc --noprofile", environment: sandbox.environment)
        try terminal.send(try command(), "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("4 pending") })
        for round in 1...10 {
            try terminal.send("C-z")
            #expect(try await terminal.waitForScreen { $0.contains("Stopped") }, "round \(round)")
            try terminal.send("fg", "Enter")
            let continued = try await terminal.waitForScreen { $0.contains("4 pending") }
            let processes = continued ? "" : try terminal.processes
            #expect(continued, "round \(round); under the shell: \(processes)")
            try terminal.send("f")
            #expect(try await terminal.waitForScreen { $0.contains("crew ui · all") }, "round \(round)")
            try terminal.send("f", "f", "f")
            #expect(try await terminal.waitForScreen { $0.contains("crew ui · pending") }, "round \(round)")
        }
        try terminal.send("q")
        #expect(try await terminal.waitForScreen { !$0.contains("crew ui") })
    }

    @Test("a terminal another program set back to line mode is raw again within a moment, and keys work")
    func rawModeTakenAway() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("4 pending") })
        // As a shell may do just after `fg`: its own settings, later than crew set raw mode.
        let set = try runTool(["stty", "-F", try terminal.device, "sane"], input: "")
        #expect(set.status == 0, "\(set.errors)")
        try terminal.send("f")
        #expect(try await terminal.waitForScreen { $0.contains("crew ui · all") })
        try terminal.send("q")
    }

    @Test("against an API, Space that the server refuses (a 4xx) puts the row back and says why")
    func refusedToggle() async throws {
        let (sandbox, server, terminal) = try await onlineScreen()
        // The sandbox's folders (the cache, the server's files) live until the test ends.
        defer { withExtendedLifetime(sandbox) {} }
        try server.play("status:422")
        // Every item, so that the rows say their status (a pending view has no column for it).
        try terminal.send("f", "Space")
        #expect(
            try await terminal.waitForScreen { screen in
                screen.split(separator: "\n").contains {
                    $0.contains("delectus aut autem") && $0.contains("pending")
                }
                    && screen.contains("The API refused the change (HTTP 422): injected.")
            })
        try server.play("")
        try terminal.send("q")
    }

    @Test("against an API, a change it cannot take (a 5xx) is marked waiting and counted; S sends it")
    func waitingAndSync() async throws {
        let (sandbox, server, terminal) = try await onlineScreen()
        // The sandbox's folders (the cache, the server's files) live until the test ends.
        defer { withExtendedLifetime(sandbox) {} }
        try server.play("status:503")
        try terminal.send("f", "Space")
        #expect(
            try await terminal.waitForScreen { screen in
                screen.contains("1 waiting")
                    && screen.split(separator: "\n").contains {
                        $0.contains("delectus aut autem") && $0.contains("waiting")
                    }
            })
        try server.play("")
        try terminal.send("S")
        #expect(try await terminal.waitForScreen { $0.contains("Synced") && !$0.contains("1 waiting") })
        #expect(try server.todo(1)["completed"] as? Bool == true)
        try terminal.send("q")
    }

    @Test(
        "on a PostgreSQL store: another process's change shows, and Space completes",
        PostgresDatabase.trait)
    func postgres() async throws {
        let sandbox = try Sandbox()
        let database = try PostgresDatabase()
        let store = ["--store", database.url]
        try sandbox.crew(store + ["items", "add", "Buy milk"])
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' --store '\(database.url)' ui", environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") && $0.contains("1 pending") })
        try sandbox.crew(store + ["items", "add", "Water the plants"])
        #expect(
            try await terminal.waitForScreen { $0.contains("Water the plants") && $0.contains("2 pending") })
        try terminal.send("Space")
        #expect(try await terminal.waitForScreen { $0.contains("Completed item 1: Buy milk") })
        #expect(try sandbox.crew(store + ["items", "list", "--done"]).output.hasPrefix("1\tdone\t"))
        try terminal.send("q")
    }

    @Test("TERM=dumb and a pipe are refused with a sentence and exit 64, writing nothing")
    func refused() throws {
        let sandbox = try Sandbox()
        let piped = try sandbox.crew(["ui"])
        #expect(piped.status == 64)
        #expect(piped.errors.contains("crew ui needs a terminal"))
        let dumb = try sandbox.crew(["ui"], environment: ["TERM": "dumb"])
        #expect(dumb.status == 64)
        #expect(dumb.errors.contains("TERM=dumb"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
    }

    @Test("the README's capture of the screen is what crew ui draws")
    func readmeCapture() async throws {
        let sandbox = try Sandbox()
        // "tomorrow" read where it is noon: the screen says it too, even if the run crosses midnight UTC.
        let zone = NoonZone()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.com"])
        try sandbox.crew(
            ["items", "add", "Buy milk", "--user", "ada", "--due", "tomorrow"], environment: zone.environment)
        try sandbox.crew(["items", "add", "Fix the 🚲", "--priority", "high"])
        try sandbox.crew(["items", "add", "Review the compiler patch", "--tag", "review"])
        try sandbox.crew(["items", "add", "Call the bank"])
        try sandbox.crew(["items", "done", "4"])
        let readme = try String(
            contentsOf: DocumentationTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- crew ui capture -->\n```text\n").last)
        let shown = try #require(block.components(separatedBy: "\n```").first)
        let terminal = try TerminalSession(
            try command(), environment: sandbox.environment.merging(zone.environment) { $1 }, width: 80,
            height: 10)
        #expect(try await terminal.waitForScreen { $0.contains("3 pending") })
        try terminal.send("j")
        func drawn(_ screen: String) -> String {
            screen.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
                .joined(separator: "\n")
        }
        _ = try await terminal.waitForScreen { drawn($0) == shown }
        #expect(drawn(try terminal.screen) == shown)
        try terminal.send("q")
    }

    /// `crew ui` at a terminal, between two `stty -g` (written to the sandbox's `stty-before` and
    /// `stty-after`) and an echo of its exit status.
    private func sttyChecked(in sandbox: Sandbox) throws -> TerminalSession {
        try TerminalSession(
            "stty -g > '\(sandbox.path("stty-before"))'; \(try command()); echo \"exit=$?\"; "
                + "stty -g > '\(sandbox.path("stty-after"))'; sleep 60",
            environment: sandbox.environment)
    }

    /// crew ended with `exitStatus`, the normal screen is back, and the terminal's settings are
    /// as `stty -g` found them (waiting for stty's line, not for the file its redirection opens).
    private func expectTerminalAsFound(_ terminal: TerminalSession, in sandbox: Sandbox, exitStatus: Int)
        async throws
    {
        #expect(
            try await terminal.waitForScreen { $0.contains("exit=\(exitStatus)") && !$0.contains("pending") })
        let (before, after) = (sandbox.path("stty-before"), sandbox.path("stty-after"))
        for _ in 0..<50 where !((try? String(contentsOfFile: after, encoding: .utf8)) ?? "").contains(":") {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(
            try String(contentsOfFile: before, encoding: .utf8)
                == String(contentsOfFile: after, encoding: .utf8))
    }

    /// `crew ui` against the fake API, its todos shown and the header saying it is online and how
    /// old the rows are. Any age: the test's own polling can be held up for a minute by the tests
    /// around it (seen in full runs), and "just now" has then become "1 min ago" (the age's
    /// words are the Presentation suite's `cacheAge` test).
    private func onlineScreen() async throws -> (Sandbox, FakeAPIServer, TerminalSession) {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' --api-url '\(server.url)' ui", environment: sandbox.environment)
        #expect(
            try await terminal.waitForScreen {
                $0.contains("delectus aut autem") && $0.contains("online · updated ")
            })
        return (sandbox, server, terminal)
    }

    private func seeded() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.com"])
        try sandbox.crew(["items", "add", "Buy milk"])
        try sandbox.crew(["items", "add", "Résumé draft"])
        try sandbox.crew(["items", "add", "Water the plants", "--user", "ada"])
        try sandbox.crew(["items", "add", "Call mom"])
        return sandbox
    }

    private func command() throws -> String {
        "'\(try Sandbox.binary().path)' ui"
    }
}
