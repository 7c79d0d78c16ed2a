import DataTestSupport
import Foundation
import Testing

/// Due days, priorities, tags, timestamps, orders and users named by e-mail or name, through
/// the built binary: `crew items add/edit/list`, `--json`, TSV, and a backup's round trip.
@Suite("crew end to end: planning")
struct PlanningTests {
    /// Days relative to today are read where it is noon, so a run at midnight sees one day.
    private let zone = NoonZone()

    private func seeded() throws -> Sandbox {
        let sandbox = try Sandbox()
        for (name, email) in [
            ("Chloé Martin", "chloe@example.org"), ("Charles Xu", "cx@example.org"), ("Bob", "bob@x.org"),
        ] {
            try sandbox.crew(["users", "add", "--name", name, "--email", email])
        }
        return sandbox
    }

    @Test(
        "items add takes every option; TSV keeps its four columns first and appends due, priority, tags",
        arguments: [
            (
                [
                    "Plan", "--user", "1", "--due", "+0d", "--priority", "high", "--tag", "Work", "--tag",
                    "q1",
                ], "1\tpending\t1\tPlan\t+0\thigh\tq1,work"
            ),
            (["Plan", "--user", "chloe@example.org", "--due", "tomorrow"], "1\tpending\t1\tPlan\t+1\t\t"),
            (["Plan", "--user", "chl", "--priority", "LOW"], "1\tpending\t1\tPlan\t\tlow\t"),
            (["Plan", "--user", "bO", "--due", "+2w"], "1\tpending\t3\tPlan\t+14\t\t"),
            (["Plan", "--due", "-1d", "--tag", "home"], "1\tpending\t\tPlan\t-1\t\thome"),
            (["Plan", "--due", "day+3"], "1\tpending\t\tPlan\t+3\t\t"),
            (["Plan", "-p", "h"], "1\tpending\t\tPlan\t\thigh\t"),
            (["Plan", "--priority", "M"], "1\tpending\t\tPlan\t\tmedium\t"),
        ])
    func addEveryOption(arguments: [String], expected: String) throws {
        let sandbox = try seeded()
        // "day+N" in the arguments is the day N days from today, written out (read when the test runs).
        let written = arguments.map { $0.hasPrefix("day+") ? zone.day(Int($0.dropFirst(4)) ?? 0) : $0 }
        let added = try sandbox.crew(["items", "add"] + written, environment: zone.environment)
        #expect(added.status == 0, "\(added.errors)")
        let listed = try sandbox.crew(["items", "list"], environment: zone.environment).output
        // "+N" in the expected line stands for the day N days from today.
        let wanted = expected.replacing(/\t([+-]\d+)\t/) { match in
            "\t\(zone.day(Int(match.output.1) ?? 0))\t"
        }
        #expect(listed == wanted + "\n")
        #expect(
            try runTool(["cut", "-f1-4"], input: listed).output == wanted.split(
                separator: "\t", omittingEmptySubsequences: false
            ).prefix(4).joined(separator: "\t") + "\n")
    }

    @Test("a name's start that fits several users is refused, naming them, exit 1; nothing is written")
    func ambiguousUser() throws {
        let sandbox = try seeded()
        let run = try sandbox.crew(["items", "add", "Plan", "--user", "ch"])
        #expect(run.status == 1)
        #expect(run.errors == "Error: \"ch\" matches 2 users: 1 Chloé Martin, 2 Charles Xu\n")
        #expect(try sandbox.crew(["items", "list"]).output.isEmpty)
        #expect(try sandbox.crew(["users", "show", "ch"]).status == 1)
        #expect(try sandbox.crew(["users", "show", "cha"]).output == "2\tCharles Xu\tcx@example.org\n")
        #expect(
            try sandbox.crew(["users", "show", "zed"]).errors == "Error: No user's name starts with “zed”.\n")
    }

    @Test(
        "a date in no accepted form is a usage error listing the forms, exit 64",
        arguments: [
            ["items", "add", "x", "--due", "next week"], ["items", "list", "--due-before", "2026-02-30"],
        ])
    func badDates(arguments: [String]) throws {
        let sandbox = try seeded()
        let run = try sandbox.crew(arguments)
        #expect(run.status == 64)
        #expect(
            run.errorLines.first?.contains("YYYY-MM-DD") == true
                || run.errorLines.first?.contains("calendar") == true)
        #expect(try sandbox.crew(["items", "list"]).output.isEmpty)
    }

    @Test("items edit changes only what it names; list filters and sorts as documented")
    func editFilterSort() throws {
        let sandbox = try seeded()
        try sandbox.crew(
            ["items", "add", "a", "--due", zone.day(-2), "--priority", "low", "--tag", "home"],
            environment: zone.environment
        )
        try sandbox.crew(
            ["items", "add", "b", "--due", zone.day(5), "--priority", "high"], environment: zone.environment)
        try sandbox.crew(
            ["items", "add", "c", "--user", "2", "--tag", "home", "--tag", "work"],
            environment: zone.environment)
        try sandbox.crew(
            ["items", "add", "d", "--due", zone.day(-1), "--user", "bob"], environment: zone.environment)
        try sandbox.crew(["items", "done", "4"])
        func ids(_ arguments: [String]) throws -> [String] {
            try sandbox.crew(["items", "list"] + arguments, environment: zone.environment).outputLines.map {
                String($0.split(separator: "\t")[0])
            }
        }
        #expect(try ids(["--overdue"]) == ["1"])
        #expect(try ids(["--due-before", "tomorrow"]) == ["1", "4"])
        #expect(try ids(["--tag", "home"]) == ["1", "3"])
        #expect(try ids(["--tag", "home", "--tag", "work"]) == ["3"])
        #expect(try ids(["--priority", "high"]) == ["2"])
        // Pending items before done ones under every order; a reverse is within each status.
        #expect(try ids(["--sort", "due"]) == ["1", "2", "3", "4"])
        #expect(try ids(["--sort", "priority"]) == ["2", "1", "3", "4"])
        #expect(try ids(["--sort", "name", "--reverse"]) == ["3", "2", "1", "4"])
        #expect(try ids(["--reverse"]) == ["3", "2", "1", "4"])
        #expect(try ids(["--user", "cha"]) == ["3"])
        let edited = try sandbox.crew(
            [
                "items", "edit", "3", "--due", "+1d", "--priority", "medium", "--untag", "home", "--tag",
                "q1", "--none",
            ],
            environment: zone.environment)
        // The day understood is said back (tomorrow, in the run's own words for it).
        #expect(edited.output.hasPrefix("Updated item 3: c (due "), "\(edited.errors)")
        #expect(
            try sandbox.crew(["items", "list", "--tag", "q1"], environment: zone.environment).output
                == "3\tpending\t\tc\t\(zone.day(1))\tmedium\tq1,work\n")
        try sandbox.crew(["items", "edit", "3", "--no-due", "--no-priority", "--name", "c2"])
        #expect(
            try sandbox.crew(["items", "list", "--tag", "q1"]).output == "3\tpending\t\tc2\t\t\tq1,work\n")
        #expect(try sandbox.crew(["items", "edit", "3"]).status == 64)
        #expect(try sandbox.crew(["items", "list", "--overdue", "--done"]).status == 64)
    }

    @Test("--json carries every field in order; a backup and items import carry them through")
    func roundTrip() throws {
        let sandbox = try seeded()
        try sandbox.crew(
            [
                "items", "add", "a", "--user", "1", "--due", "2027-03-01", "--priority", "medium", "--tag",
                "x", "--tag", "a-b",
            ])
        try sandbox.crew(["items", "add", "b"])
        try sandbox.crew(["items", "done", "2"])
        let json = try sandbox.crew(["items", "list", "--json"]).output
        #expect(
            json.contains(
                /"id": 1, "name": "a", "done": false, "owner": 1, "due": "2027-03-01", "priority": "medium", "tags": \["a-b", "x"\], "created": "[0-9T:Z-]{20}", "completed": null/
            ), "\(json)")
        #expect(
            json.contains(
                /"id": 2, "name": "b", "done": true, .*"completed": "[0-9T:Z-]{20}", "uuid": "[0-9a-f-]{36}", "every": null, "notes": \[\], "estimate": null\}/
            ))
        let backup = sandbox.path("backup.json")
        try sandbox.crew(["export", backup])
        let restored = ["--store", sandbox.path("restored.db")]
        #expect(try sandbox.crew(restored + ["import", backup]).status == 0)
        #expect(try sandbox.crew(restored + ["items", "list", "--json"]).output == json)
        let file = sandbox.path("items.json")
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        let other = ["--store", sandbox.path("other.db")]
        try sandbox.crew(other + ["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        #expect(try sandbox.crew(other + ["items", "import", file]).status == 0)
        #expect(try sandbox.crew(other + ["items", "list", "--json"]).output == json)
        let tsv = sandbox.path("items.tsv")
        try sandbox.crew(["items", "list"]).output.write(toFile: tsv, atomically: true, encoding: .utf8)
        let third = ["--store", sandbox.path("third.db")]
        try sandbox.crew(third + ["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        #expect(try sandbox.crew(third + ["items", "import", tsv]).status == 0)
        #expect(
            try sandbox.crew(third + ["items", "list"]).output
                == (try sandbox.crew(["items", "list"]).output))
    }

    @Test("every --sort keeps pending items before done ones, in the CLI and the shell")
    func sortsKeepPendingFirst() throws {
        let sandbox = try Sandbox()
        // Items 1 to 5, due in 3, 1, 2, 0 and 5 days; 2 and 4 done.
        for day in [3, 1, 2, 0, 5] {
            try sandbox.crew(["items", "add", "due in \(day)", "--priority", "high", "--due", "+\(day)d"])
        }
        try sandbox.crew(["items", "done", "2", "4"])
        let listed = try sandbox.crew(["items", "list", "--priority", "high", "--sort", "due"]).outputLines
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(listed.map { $0[1] } == ["pending", "pending", "pending", "done", "done"])
        #expect(listed.map { $0[3] } == ["due in 2", "due in 3", "due in 5", "due in 0", "due in 1"])
        let shell = try sandbox.crew(["shell"], input: "sort due\nlist --json\nquit\n")
        #expect(shell.status == 0, "\(shell.errors)")
        #expect(
            shell.output.components(separatedBy: "\"done\": ").dropFirst().map { $0.hasPrefix("false") }
                == [true, true, true, false, false], "\(shell.output)")
    }

    @Test("the shell's due DAY means what --due-by means: the day itself is in")
    func shellDueIsDueBy() throws {
        let sandbox = try Sandbox()
        for (name, day) in [
            ("on the day", "2030-01-04"), ("the day after", "2030-01-05"), ("before", "2030-01-03"),
        ] {
            try sandbox.crew(["items", "add", name, "--due", day])
        }
        let byCommandLine = try sandbox.crew(["items", "list", "--due-by", "2030-01-04"]).outputLines
        #expect(byCommandLine.map { $0.split(separator: "\t")[0] } == ["1", "3"])
        // The shell shows its list after each line: after `due`, the rows it keeps.
        let shell = try sandbox.crew(["shell"], input: "due 2030-01-04\nquit\n")
        #expect(shell.status == 0, "\(shell.errors)")
        let screen = shell.output.components(separatedBy: "[all, due by: 2030-01-04]").last ?? ""
        #expect(screen.contains("on the day") && screen.contains("before"), "\(shell.output)")
        #expect(!screen.contains("the day after"), "\(shell.output)")
    }

    @Test(
        "months, years and the ends of the week, month and year are days too; --due-by and --due-after bound a listing"
    )
    func dateForms() throws {
        let sandbox = try Sandbox()
        // The expected days come from Foundation's calendar, not crew's rule.
        let calendar = zone.gregorian
        let now = Date()
        func day(_ date: Date?) -> String { zone.day(of: date ?? now) }
        let toSunday = (8 - calendar.component(.weekday, from: now)) % 7  // .weekday: 1 is Sunday
        let monthStart = calendar.date(from: calendar.dateComponents([.year, .month], from: now)) ?? now
        let expected = [
            ("+1m", day(calendar.date(byAdding: .month, value: 1, to: now))),
            ("+1y", day(calendar.date(byAdding: .year, value: 1, to: now))),
            ("-1m", day(calendar.date(byAdding: .month, value: -1, to: now))),
            ("eow", day(calendar.date(byAdding: .day, value: toSunday, to: now))),
            ("eom", day(calendar.date(byAdding: DateComponents(month: 1, day: -1), to: monthStart))),
            ("eoy", "\(calendar.component(.year, from: now))-12-31"),
        ]
        for (form, wanted) in expected {
            let added = try sandbox.crew(
                ["items", "add", "due \(form)", "--due", form, "--json"], environment: zone.environment)
            #expect(
                added.output.contains("\"due\": \"\(wanted)\""), "\(form): \(added.output) \(added.errors)")
        }
        func names(_ arguments: [String]) throws -> Set<String> {
            Set(
                try sandbox.crew(["items", "list"] + arguments, environment: zone.environment).outputLines.map
                {
                    String($0.split(separator: "\t", omittingEmptySubsequences: false)[3])
                })
        }
        func formsDue(_ admits: (String) -> Bool) -> Set<String> {
            Set(expected.filter { admits($0.1) }.map { "due \($0.0)" })
        }
        let today = day(now)
        let endOfMonth = expected[4].1
        #expect(try names(["--due-by", "eom"]) == formsDue { $0 <= endOfMonth })
        #expect(try names(["--due-before", "eom"]) == formsDue { $0 < endOfMonth })
        #expect(try names(["--due-after", "today"]) == formsDue { $0 > today })
        #expect(
            try names(["--due-after", "-1m", "--due-by", "+1m"])
                == formsDue { $0 > expected[2].1 && $0 <= expected[0].1 })
        let refused = try sandbox.crew(["items", "add", "x", "--due", "+1q"], environment: zone.environment)
        #expect(refused.status == 64)
        #expect(refused.errors.contains("+1m, +1y"), "\(refused.errors)")
    }

    @Test(
        "items show: every field, the owner by name, times in local time, and the item's own history, newest first"
    )
    func showsAnItem() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.org"])
        try sandbox.crew([
            "items", "add", "Buy milk", "--user", "ada", "--due", "2027-01-15", "-p", "h", "--tag", "home",
        ])
        try sandbox.crew(["items", "add", "Bread"])
        try sandbox.crew(["items", "done", "1", "2"])
        try sandbox.crew(["items", "rename", "1", "Buy oat milk"])
        let paris = ["TZ": "Europe/Paris"]
        let shown = try sandbox.crew(["items", "show", "1"], environment: paris)
        #expect(shown.status == 0, "\(shown.errors)")
        let lines = shown.outputLines
        #expect(lines.first == "Item 1: Buy oat milk")
        #expect(lines.contains("  status    done"))
        #expect(lines.contains("  owner     Ada Lovelace"))
        #expect(lines.contains { $0.hasPrefix("  due       2027-01-15") })
        #expect(lines.contains("  priority  high"))
        #expect(lines.contains("  tags      home"))
        let history = Array(lines.drop { $0 != "History, newest first:" }.dropFirst())
        #expect(
            // After the time, the author (here the login name), then what the change did.
            history.map { String($0.dropFirst(20).drop { $0 != " " }.drop { $0 == " " }) }
                == ["renamed item 1: Buy oat milk", "completed item 1: Buy milk", "added item 1: Buy milk"],
            "the batch done is cut to item 1: \(history)")
        // The times are the local clock's, as crew log prints them.
        let logged = try sandbox.crew(["log", "--limit", "1"], environment: paris).outputLines.first ?? ""
        #expect(
            history.first.map { $0.dropFirst(2).prefix(16) }
                == logged.split(separator: "\t").dropFirst().first?.prefix(16))
        let json = try sandbox.crew(["items", "show", "1", "--json"]).output
        #expect(json.hasPrefix("{\"id\": 1, \"name\": \"Buy oat milk\", \"done\": true"))
        #expect(json.contains("\"history\": [{\"id\": 5,"), "\(json)")
        #expect(
            try sandbox.crew(["items", "show", "1", "--json=id,due"]).output
                == "{\"id\": 1, \"due\": \"2027-01-15\"}\n")
        let missing = try sandbox.crew(["items", "show", "9"])
        #expect(missing.status == 1)
        #expect(missing.errors == "Error: There is no item 9.\n")
    }
}
