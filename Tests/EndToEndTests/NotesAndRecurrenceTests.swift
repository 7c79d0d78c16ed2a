import DataTestSupport
import Foundation
import Testing

/// Notes (`crew items note`) and recurring items (`--every`) through the built binary: what the
/// commands print, what they refuse, what `items show`, `--json`, undo, backups, the shell and
/// the API make of them.
@Suite("crew end to end: notes and recurrence")
struct NotesAndRecurrenceTests {
    /// Days relative to today are read where it is noon, so a run at midnight sees one day.
    private let zone = NoonZone()

    private func fields(_ line: String) -> [String] {
        line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("completing the last occurrence the calendar holds says that its series ends there")
    func seriesEndsAtTheCalendarsEnd() throws {
        let sandbox = try Sandbox()
        #expect(
            try sandbox.crew(["items", "add", "Last", "--due", "9999-12-31", "--every", "year"]).status == 0)
        let done = try sandbox.crew(["items", "done", "1"])
        #expect(done.status == 0)
        #expect(
            done.output
                == "Completed item 1: Last (its series ends: the next one would be due after 9999-12-31)\n")
        #expect(try sandbox.crew(["items", "list", "--pending"]).output.isEmpty)
    }

    @Test("items note adds numbered, timestamped notes; --remove N takes one away; show and --json list them")
    func notes() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Fix the boiler"])
        let first = try sandbox.crew(["items", "note", "1", "Called the plumber: \"Tuesday\" 9:00"])
        #expect(first.output == "Added note 1 to item 1: Fix the boiler\n", "\(first.errors)")
        #expect(try sandbox.crew(["items", "note", "1", "Parts ordered ✅"]).output.hasPrefix("Added note 2"))
        let shown = try sandbox.crew(["items", "show", "1"], environment: zone.environment).outputLines
        let notes = shown.drop { $0 != "Notes, oldest first:" }.dropFirst().prefix(2)
        #expect(notes.map { $0.hasPrefix("  1  ") || $0.hasPrefix("  2  ") } == [true, true], "\(shown)")
        #expect(notes.first?.hasSuffix("  Called the plumber: \"Tuesday\" 9:00") == true)
        #expect(shown.contains { $0.hasSuffix("noted item 1: Fix the boiler") })
        let json = try sandbox.crew(["items", "show", "1", "--json=id,notes"]).output
        #expect(
            json.wholeMatch(
                of:
                    /\{"id": 1, "notes": \[\{"at": "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", "text": "Called the plumber: \\"Tuesday\\" 9:00"\}, \{"at": "[^"]+", "text": "Parts ordered ✅"\}\]\}\n/
            ) != nil, "\(json)")

        let removed = try sandbox.crew(["items", "note", "1", "--remove", "1", "--json=notes"])
        #expect(
            removed.output.contains("Parts ordered") && !removed.output.contains("plumber"),
            "\(removed.errors)")
        _ = try sandbox.crew(["undo"])
        #expect(try sandbox.crew(["items", "show", "1", "--json=notes"]).output.contains("plumber"))
    }

    @Test("a listing prints notes in JSON that asks for them, and a backup keeps them")
    func notesInListingsAndBackups() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Fix the boiler"])
        try sandbox.crew(["items", "add", "Call mom"])
        try sandbox.crew(["items", "note", "1", "Called the plumber"])
        let listed = try sandbox.crew(["items", "list", "--json=id,notes"]).output
        #expect(
            listed.contains("\"id\": 1, \"notes\": [{\"at\": ") && listed.contains("Called the plumber"),
            "\(listed)")
        #expect(listed.contains("{\"id\": 2, \"notes\": []}"), "\(listed)")
        #expect(try sandbox.crew(["items", "list", "--json"]).output.contains("Called the plumber"))
        #expect(
            try sandbox.crew(["items", "list", "--search", "boiler", "--json=notes"]).output.contains(
                "plumber"))
        let backup = try sandbox.crew(["export"]).output
        #expect(backup.contains("Called the plumber"))
        let other = try Sandbox()
        try backup.write(toFile: other.path("backup.json"), atomically: true, encoding: .utf8)
        try other.crew(["import", other.path("backup.json")])
        #expect(try other.crew(["items", "show", "1", "--json=notes"]).output.contains("Called the plumber"))
        #expect(try sandbox.crew(["items", "list"]).output.contains("Fix the boiler"))
    }

    @Test(
        "a note command that cannot be done says why and writes nothing",
        arguments: [
            (["items", "note", "1"], 64, "Error: Give the note's text, or --remove N to remove one"),
            (
                ["items", "note", "1", "x", "--remove", "1"], 64,
                "Error: Give the note's text or --remove N, not both"
            ),
            (
                ["items", "note", "1", "  "], 64,
                "Error: The value '  ' is invalid for '<text>': the note must not be empty"
            ),
            (
                ["items", "note", "1", "--remove", "0"], 64,
                "Error: The value '0' is invalid for '--remove <n>'"
            ),
            (
                ["items", "note", "1", "--remove", "3"], 1,
                "Error: Item 1 has no note 3: its only note is number 1 (crew items show 1)."
            ),
            (["items", "note", "9", "x"], 1, "Error: There is no item 9."),
        ])
    func noteRefusals(arguments: [String], status: Int32, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Fix the boiler"])
        try sandbox.crew(["items", "note", "1", "kept"])
        let before = try sandbox.dump(sandbox.defaultStore)
        let run = try sandbox.crew(arguments)
        #expect(run.status == status)
        #expect(run.errors.hasPrefix(error), "\(run.errors)")
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
    }

    @Test("completing a recurring item makes the next one in the same change: never two, undone at once")
    func recurrence() throws {
        let sandbox = try Sandbox()
        let added = try sandbox.crew(
            [
                "items", "add", "Water the plants", "--due", zone.day(2), "--every", "week", "--tag", "home",
                "-p", "h",
            ],
            environment: zone.environment)
        #expect(added.status == 0, "\(added.errors)")
        let done = try sandbox.crew(["items", "done", "1"], environment: zone.environment)
        #expect(
            done.output
                == "Completed item 1: Water the plants\nNext: item 2, due \(zone.day(9)) (every week): Water the plants\n",
            "\(done.errors)")
        #expect(
            try sandbox.crew(["items", "list", "--pending"], environment: zone.environment).output
                == "2\tpending\t\tWater the plants\t\(zone.day(9))\thigh\thome\n")
        #expect(try sandbox.crew(["items", "show", "2", "--json=every"]).output == "{\"every\": \"week\"}\n")
        #expect(try sandbox.crew(["items", "show", "1", "--json=every"]).output == "{\"every\": null}\n")
        // Done again, or reopened and done again: the series went on in item 2, nothing more is made.
        #expect(
            try sandbox.crew(["items", "done", "1"]).output == "Item 1 is already done: Water the plants\n")
        try sandbox.crew(["items", "reopen", "1"])
        #expect(try sandbox.crew(["items", "done", "1"]).output == "Completed item 1: Water the plants\n")
        #expect(try sandbox.crew(["items", "list"]).outputLines.count == 2)
        try sandbox.crew(["undo"])
        try sandbox.crew(["undo"])
        let undone = try sandbox.crew(["undo"])
        #expect(undone.output.contains("Restored 1 item and removed 1 item"), "\(undone.output)")
        #expect(
            try sandbox.crew(["items", "list"], environment: zone.environment).output
                == "1\tpending\t\tWater the plants\t\(zone.day(2))\thigh\thome\n")
        #expect(try sandbox.crew(["items", "show", "1", "--json=every"]).output == "{\"every\": \"week\"}\n")
    }

    @Test(
        "the next due day: a period after the last, clamped to the month's end, never in the past",
        arguments: [
            ("2031-01-31", "month", "2031-02-28"), ("2032-01-31", "month", "2032-02-29"),
            ("2031-03-14", "2 weeks", "2031-03-28"), ("2031-03-14", "3 days", "2031-03-17"),
            ("2031-02-28", "year", "2032-02-28"), ("2031-03-14", "weekdays", "2031-03-17"),
            ("2031-03-13", "weekdays", "2031-03-14"), ("2031-03-14", "DAILY", "2031-03-15"),
        ])
    func nextDueDays(due: String, every: String, next: String) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Recurring", "--due", due, "--every", every])
        let done = try sandbox.crew(["items", "done", "1"], environment: zone.environment)
        #expect(done.outputLines.last?.hasPrefix("Next: item 2, due \(next) ") == true, "\(done.output)")
    }

    @Test("a late recurring item's next one is due the first day of its series that is not past")
    func lateRecurrence() throws {
        let sandbox = try Sandbox()
        // Due 10 days ago, weekly: the series runs -3, +4: the next one is due in 4 days.
        try sandbox.crew(
            ["items", "add", "Standup notes", "--due", "-10d", "--every", "week"],
            environment: zone.environment)
        let done = try sandbox.crew(["items", "done", "1"], environment: zone.environment)
        #expect(
            done.outputLines.last?.hasPrefix("Next: item 2, due \(zone.day(4)) ") == true, "\(done.output)")
        // Due 7 days ago, weekly: today is in the series, and today is not past.
        try sandbox.crew(
            ["items", "add", "Review", "--due", "-7d", "--every", "week"], environment: zone.environment)
        let today = try sandbox.crew(["items", "done", "3"], environment: zone.environment)
        #expect(
            today.outputLines.last?.hasPrefix("Next: item 4, due \(zone.day(0)) ") == true, "\(today.output)")
    }

    @Test(
        "recurrence needs a due day, and a period crew knows; a refused change writes nothing",
        arguments: [
            (["items", "add", "x", "--every", "week"], 64, "Error: A recurring item needs a due day"),
            (
                ["items", "add", "x", "--due", "fri", "--every", "fortnight"], 64,
                "Error: The value 'fortnight' is invalid for '--every <period>': the recurrence must be one of day, week"
            ),
            (
                ["items", "add", "x", "--due", "fri", "--every", "0 days"], 64,
                "Error: The value '0 days' is invalid for '--every <period>': the recurrence must be between 1 and 999"
            ),
            (["items", "edit", "1", "--no-due"], 64, "Error: A recurring item needs a due day"),
            (["items", "edit", "1", "--every", "day", "--no-every"], 64, "Error:"),
        ])
    func recurrenceRefusals(arguments: [String], status: Int32, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Weekly", "--due", "fri", "--every", "week"])
        let before = try sandbox.dump(sandbox.defaultStore)
        let run = try sandbox.crew(arguments)
        #expect(run.status == status, "\(run.errors)")
        #expect(run.errors.hasPrefix(error), "\(run.errors)")
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
    }

    @Test("--no-every stops an item recurring; --every on edit starts it")
    func editRecurrence() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Report", "--due", "fri"])
        #expect(
            try sandbox.crew(["items", "edit", "1", "--every", "2 weeks", "--json=every"]).output
                == "{\"every\": \"2 weeks\"}\n")
        #expect(
            try sandbox.crew(["items", "edit", "1", "--no-every", "--json=every"]).output
                == "{\"every\": null}\n")
        #expect(try sandbox.crew(["items", "done", "1"]).outputLines.count == 1)
    }

    @Test("a backup carries notes and recurrence through; a version 2 backup is still read")
    func backups() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Weekly", "--due", "2031-03-14", "--every", "weekdays"])
        try sandbox.crew(["items", "note", "1", "Keep it short"])
        let backup = sandbox.path("backup.json")
        try sandbox.crew(["export", backup])
        let text = try String(contentsOfFile: backup, encoding: .utf8)
        #expect(text.contains("\"version\": 3,"))
        let fresh = ["--store", sandbox.path("fresh.db")]
        let restored = try sandbox.crew(fresh + ["import", backup])
        #expect(restored.status == 0, "\(restored.errors)")
        #expect(
            try sandbox.crew(fresh + ["items", "show", "1", "--json=every,notes"]).output
                == (try sandbox.crew(["items", "show", "1", "--json=every,notes"]).output))

        let old = sandbox.path("old.json")
        try """
        {"format": "crew", "version": 2, "users": [],
         "items": [{"id": 4, "name": "From before", "done": false, "owner": null, "uuid": "0b3c5d7e-1111-4222-8333-944445555666"}]}
        """.write(toFile: old, atomically: true, encoding: .utf8)
        let older = ["--store", sandbox.path("older.db")]
        #expect(try sandbox.crew(older + ["import", old]).status == 0)
        #expect(
            try sandbox.crew(older + ["items", "show", "4", "--json=id,every,notes"]).output
                == "{\"id\": 4, \"every\": null, \"notes\": []}\n")
    }

    @Test("the shell takes note and done on recurring items as the commands do")
    func shell() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(
            ["items", "add", "Water the plants", "--due", zone.day(1), "--every", "day"],
            environment: zone.environment)
        let run = try sandbox.crew(
            ["shell"], input: "note 1 Use the blue can\ndone 1\nquit\n", environment: zone.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Added note 1 to item 1: Water the plants"), "\(run.output)")
        #expect(
            run.output.contains("Next: item 2, due \(zone.day(2)) (every day): Water the plants"),
            "\(run.output)")
    }

    @Test("against the API, notes and recurrence travel as the todo's own fields")
    func api() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let api = ["--api-url", server.url]
        let added = try sandbox.crew(
            api + ["items", "add", "Plan", "--due", "2031-03-14", "--every", "month"])
        #expect(added.output == "Added item 5: Plan (due Fri 14 Mar 2031)\n", "\(added.errors)")
        try sandbox.crew(api + ["items", "note", "5", "Ask Ervin"])
        let fresh = api + ["--store", sandbox.path("fresh.db")]
        #expect(
            try sandbox.crew(fresh + ["items", "show", "5", "--json=every,notes"]).output.contains(
                "{\"every\": \"month\", \"notes\": [{\"at\": "))
        let done = try sandbox.crew(api + ["items", "done", "5"])
        #expect(done.outputLines.last?.hasPrefix("Next: item 6, due 2031-04-14 ") == true, "\(done.errors)")
        #expect(
            try sandbox.crew(fresh + ["items", "list", "--pending"]).outputLines.contains(
                "6\tpending\t\tPlan\t2031-04-14\t\t"))
    }
}
