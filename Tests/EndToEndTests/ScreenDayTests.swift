import DataTestSupport
import Foundation
import Testing

/// `crew ui` as the place a team works all day (issue 61), in tmux, typed as a person types:
/// another process's change shows under a search, a resize fills the list, one letter narrows.
@Suite("crew ui through a day", .enabled(if: TerminalSession.isAvailable))
struct ScreenDayTests {
    @Test("under a search being typed, another process's change that the search admits shows within seconds")
    func liveChangeUnderATypedSearch() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("/", "b", "r", "e")
        #expect(try await terminal.waitForScreen { $0.contains("search: bre") && !$0.contains("Buy milk") })
        try sandbox.crew(["items", "add", "Bread rolls"])
        #expect(try await terminal.waitForScreen { $0.contains("Bread rolls") && $0.contains("search: bre") })
        try terminal.send("Escape")
        try await quit(terminal)
    }

    @Test(
        "a terminal started small and grown fills its rows; shrunk, the selection stays in view; the header says where it is"
    )
    func growingFillsTheList() async throws {
        let sandbox = try imported((1...60).map { String(format: "Task %02d", $0) })
        let terminal = try TerminalSession(
            try command(), environment: sandbox.environment, width: 40, height: 8)
        #expect(try await terminal.waitForScreen { $0.contains("Task 04") && !$0.contains("Task 05") })
        try terminal.resize(width: 60, height: 15)
        #expect(try await terminal.waitForScreen { $0.contains("Task 11") })
        try terminal.resize(width: 100, height: 30)
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Task 01") && $0.contains("Task 26") && $0.contains("1 of 60 · 60 pending")
            })
        try terminal.send("G")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Task 60") && !$0.contains("Task 33") && $0.contains("60 of 60")
            })
        try terminal.resize(width: 60, height: 15)
        try terminal.send("k")
        #expect(
            try await terminal.waitForScreen {
                !$0.contains("Task 01") && $0.contains("59 of 60 · 60 pending")
            })
        try await quit(terminal)
    }

    @Test(
        "G shows the last of 3,000 items at once, read from the end; k moves up through the pages before it; g is back at the first"
    )
    func lastOfThousands() async throws {
        let sandbox = try imported((1...3_000).map { String(format: "Task %04d", $0) })
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Task 0001") && $0.contains("1 of 3,000") })
        try terminal.send("G")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Task 3000") && !$0.contains("Task 0001") && $0.contains("3,000 of 3,000")
            })
        // Ten screens up: far past the page read from the end, so the pages before it were read.
        for _ in 1...10 { try terminal.send("PageUp") }
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Task 27") && !$0.contains("Task 3000") && $0.contains(",7")
                    && $0.contains("of 3,000")
            })
        try terminal.send("g")
        #expect(try await terminal.waitForScreen { $0.contains("Task 0001") && $0.contains("1 of 3,000") })
        try await quit(terminal)
    }

    @Test(
        "the first letter narrows to the names with a word starting with it; a blank search is never claimed")
    func firstLetterNarrows() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Water the plants") })
        try terminal.send("/", "m")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("search: m") && $0.contains("Buy milk") && $0.contains("Call mom")
                    && $0.contains("Mend the fence") && !$0.contains("Résumé draft")
                    && !$0.contains("Water the plants")
            })
        try terminal.send("BSpace", "Space")
        #expect(
            try await terminal.waitForScreen { !$0.contains("search:") && $0.contains("Water the plants") })
        try terminal.send("Escape")
        try await quit(terminal)
    }

    @Test(
        "crew ui opens on crew's own report (--sort next, mine first) and takes the listing's filters, named in the header"
    )
    func opensOnTheReport() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.com"])
        try sandbox.crew(["items", "add", "Undated chore"])
        try sandbox.crew(["items", "add", "Ship release", "--due", "2031-01-03", "-t", "sprint"])
        try sandbox.crew(["items", "add", "Call mom", "--due", "2030-01-01", "-p", "h"])
        try sandbox.crew(["items", "add", "Ada's review", "--due", "2032-05-05", "-t", "sprint", "-u", "ada"])
        let folder = sandbox.path(".config/crew")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data("me = ada\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
        #expect(chmod(folder + "/config", 0o600) == 0)
        let report = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(
            try await report.waitForScreen { screen in
                let order = ["Ada's review", "Call mom", "Ship release", "Undated chore"].map {
                    screen.range(of: $0)?.lowerBound
                }
                return screen.contains("sort: next, mine first")
                    && order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted()
            })
        try report.send("q")
        #expect(try await report.waitForScreen { $0.contains("exit=0") })
        let filtered = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui -t sprint -p h; echo \"exit=$?\"; sleep 60",
            environment: sandbox.environment)
        #expect(
            try await filtered.waitForScreen {
                $0.contains("tag: sprint · priority: high") && $0.contains("No items")
            })
        try filtered.send("q")
        let tagged = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui -t sprint --sort due; echo \"exit=$?\"; sleep 60",
            environment: sandbox.environment)
        #expect(
            try await tagged.waitForScreen {
                $0.contains("sort: due · tag: sprint") && $0.contains("Ship release")
                    && !$0.contains("Call mom")
            })
        try tagged.send("q")
        let refused = try sandbox.crew(["ui", "--done", "--overdue"])
        #expect(refused.status == 64)
        #expect(
            refused.errors.hasPrefix("Error: The options '--done' and '--overdue' cannot be used together"))
    }

    @Test(
        "at 60×15 the keys and an opened item scroll to their end, a long message reads whole with !, and a refused add keeps its line"
    )
    func smallTerminal() async throws {
        let sandbox = try seeded()
        for number in 1...12 { try sandbox.crew(["items", "note", "1", "note number \(number)"]) }
        let terminal = try TerminalSession(
            try command(), environment: sandbox.environment, width: 60, height: 15)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("?")
        #expect(try await terminal.waitForScreen { $0.contains("Keys") && !$0.contains("quit") })
        try terminal.send("G")
        #expect(
            try await terminal.waitForScreen { $0.contains("  quit") && $0.contains("lines 27–37 of 37") })
        try terminal.send("q")
        try terminal.send("Enter")
        #expect(
            try await terminal.waitForScreen { $0.contains("Item 1: Buy milk") && !$0.contains("History") })
        try terminal.send("PageDown")
        #expect(
            try await terminal.waitForScreen { $0.contains("note number 10") && $0.contains("lines 12–22") })
        try terminal.send("G")
        #expect(try await terminal.waitForScreen { $0.contains("added item 1: Buy milk") })
        try terminal.send("Escape")
        try terminal.send("a", "Ship it --due someday-never --priority urgent", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("! shows it all") })
        #expect(try await terminal.waitForScreen { $0.contains("Add: Ship it --due someday-never") })
        try terminal.send("Escape", "!")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Messages, newest last") && $0.contains("someday-never")
            })
        try terminal.send("q", "q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }

    @Test("at 80 columns the footer keeps u undo; a view of one status spends no column on it")
    func eightyColumns() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(
            try command(), environment: sandbox.environment, width: 80, height: 24)
        #expect(
            try await terminal.waitForScreen {
                $0.contains("u undo") && $0.contains("Buy milk") && !$0.contains("STATUS")
            })
        try terminal.send("f")
        #expect(try await terminal.waitForScreen { $0.contains("· all ·") && $0.contains("STATUS") })
        try await quit(terminal)
    }

    @Test(
        "v marks rows, m modifies them with crew items edit's options after a question naming how many, one u takes it back; m alone edits the selected row"
    )
    func marksAndModify() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(
            try command().replacingOccurrences(of: " ui;", with: " ui --sort id;"),
            environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("v", "j", "j", "v")
        #expect(try await terminal.waitForScreen { $0.contains("2 marked") })
        try terminal.send("m", "--due 2031-02-03 -p h -t release", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Edit 2 items (1 Buy milk, 3 Water the plants)? [y/N]")
            })
        try terminal.send("y")
        #expect(try await terminal.waitForScreen { !$0.contains("marked") && $0.contains("release") })
        let edited = try sandbox.crew(["items", "list", "-t", "release", "--json=id,priority,due"])
        #expect(
            edited.output.contains("\"id\": 1") && edited.output.contains("\"id\": 3"), "\(edited.output)")
        #expect(!edited.output.contains("\"id\": 2"))
        try terminal.send("u")
        #expect(try await terminal.waitForScreen { !$0.contains("release") })
        try terminal.send("g", "m", "-p low", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("low") })
        #expect(try sandbox.crew(["items", "show", "1", "--json=priority"]).output.contains("low"))
        try await quit(terminal)
    }

    @Test(
        "Tab in m completes an option's name and a user as the shell does, whatever the case typed; several left are named"
    )
    func modifyCompletes() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("m", "--no-", "Tab")
        #expect(
            try await terminal.waitForScreen { $0.contains("Tab: --no-due") && $0.contains("--no-priority") })
        try terminal.send("C-u", "--pri", "Tab")
        #expect(try await terminal.waitForScreen { $0.contains("completes): --priority") })
        try terminal.send("h -u Lov", "Tab")
        #expect(try await terminal.waitForScreen { $0.contains("completes): --priority h -u lovelace") })
        try terminal.send("Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Updated item") })
        let edited = try sandbox.crew(["items", "list", "-p", "high", "-u", "ada", "--json=id"])
        #expect(edited.output.components(separatedBy: "\"id\"").count == 2, "\(edited.output)")
        try await quit(terminal)
    }

    @Test(
        "with marks, o gives the marked items to someone as one change after a question; without, it filters")
    func assignMarked() async throws {
        let sandbox = try seeded()
        let terminal = try TerminalSession(
            try command().replacingOccurrences(of: " ui;", with: " ui --sort id;"),
            environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("v", "j", "v")
        #expect(try await terminal.waitForScreen { $0.contains("2 marked") })
        try terminal.send("o")
        #expect(try await terminal.waitForScreen { $0.contains("Assign the marked items to") })
        try terminal.send("Lovelace", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Edit 2 items (1 Buy milk, 2 Résumé draft)? [y/N]")
            })
        try terminal.send("y")
        #expect(try await terminal.waitForScreen { !$0.contains("marked") && $0.contains("Ada Lovelace") })
        let owned = try sandbox.crew(["items", "list", "-u", "ada", "--json=id"]).output
        #expect(
            owned.contains("\"id\": 1") && owned.contains("\"id\": 2") && !owned.contains("\"id\": 3"),
            "\(owned)")
        // One change: one u takes back both.
        try terminal.send("u")
        #expect(try await terminal.waitForScreen { $0.contains("Undid") })
        #expect(try sandbox.crew(["items", "list", "-u", "ada"]).output.isEmpty)
        try await quit(terminal)
    }

    @Test(
        "V marks every item of the list, not only the rows loaded; Space completes them all after a question")
    func markEverything() async throws {
        let sandbox = try imported((1...300).map { "Task \($0)" })
        let terminal = try TerminalSession(try command(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("300 pending") })
        try terminal.send("V")
        #expect(try await terminal.waitForScreen { $0.contains("300 marked") })
        try terminal.send("Space")
        #expect(
            try await terminal.waitForScreen { $0.contains("Complete 300 items") && $0.contains("[y/N]") })
        try terminal.send("y")
        // The confirmation comes once the store committed (the rows leave the list before it).
        #expect(try await terminal.waitForScreen { $0.contains("Completed item") && !$0.contains("marked") })
        #expect(try sandbox.crew(["items", "list", "--pending"]).output.isEmpty)
        try await quit(terminal)
    }

    /// A sandbox whose store holds one pending item per name, imported at once.
    private func imported(_ names: [String]) throws -> Sandbox {
        let sandbox = try Sandbox()
        try Data(names.map { $0 + "\n" }.joined().utf8).write(
            to: URL(fileURLWithPath: sandbox.path("many.tsv")))
        try sandbox.crew(["items", "import", sandbox.path("many.tsv")])
        return sandbox
    }

    /// q leaves, and the shell after crew says it ended well.
    private func quit(_ terminal: TerminalSession) async throws {
        try terminal.send("q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }

    private func seeded() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.com"])
        for name in ["Buy milk", "Résumé draft", "Water the plants", "Call mom", "Mend the fence"] {
            try sandbox.crew(["items", "add", name])
        }
        return sandbox
    }

    private func command() throws -> String {
        "'\(try Sandbox.binary().path)' ui; echo \"exit=$?\"; sleep 60"
    }
}
