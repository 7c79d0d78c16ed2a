import DataTestSupport
import Foundation
import Testing

/// Issue 21: what crew says is what happened, in the log, in undo, in the shell, and to scripts.
@Suite("crew end to end: what crew says is what happened")
struct TruthTests {
    @Test("the log and undo describe a change by what it did, in local time")
    func logDescribesChanges() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Zoë Ørsted", "--email", "zoe@x.org"])
        try sandbox.crew(["items", "add", "Buy milk"])
        try sandbox.crew(["items", "done", "1"])
        try sandbox.crew(["items", "reopen", "1"])
        try sandbox.crew(["items", "assign", "1", "--user", "zoe"])
        try sandbox.crew(["items", "edit", "1", "--due", "2027-01-02", "--tag", "home"])
        let log = try sandbox.crew(["log"], environment: ["TZ": "Europe/Paris"])
        #expect(
            log.outputLines.map { $0.split(separator: "\t").dropFirst(2).first.map(String.init) ?? "" } == [
                "edited item 1 (due, tags): Buy milk", "assigned item 1 to Zoë Ørsted: Buy milk",
                "reopened item 1: Buy milk", "completed item 1: Buy milk", "added item 1: Buy milk",
                "added user 1: Zoë Ørsted <zoe@x.org>",
            ])
        #expect(
            try sandbox.crew(["undo"]).output
                == "Undid change 6: edited item 1 (due, tags): Buy milk. Restored 1 item.\n")
        #expect(try sandbox.crew(["undo"]).output.hasPrefix("Undid change 5: assigned item 1 to Zoë Ørsted"))
    }

    @Test("crew log shows local time as TZ says, and --json gives ISO 8601 with the offset")
    func logLocalTime() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "x"])
        let paris = try sandbox.crew(["log"], environment: ["TZ": "Europe/Paris"]).output
        let utc = try sandbox.crew(["log"], environment: ["TZ": "UTC"]).output
        let hours = { (text: String) in
            Int(text.split(separator: "\t")[1].split(separator: " ")[1].prefix(2)) ?? -1
        }
        #expect(
            (hours(utc) + 1) % 24 == hours(paris) || (hours(utc) + 2) % 24 == hours(paris), "\(utc) \(paris)")
        let json = try sandbox.crew(["log", "--json"], environment: ["TZ": "Asia/Kolkata"]).output
        #expect(
            json.contains(
                /^\[\{"id": 1, "time": "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30", "author": "[^"]+", "role": null, "description": "added item 1: x", "records": \[\{"type": "item", "id": 1, "change": "added"\}\]\}\]\n$/
            ), "\(json)")
    }

    @Test("a change that changes nothing says so, exit 0, and is not journaled")
    func noOpSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Buy milk"])
        try sandbox.crew(["items", "done", "1"])
        let again = try sandbox.crew(["items", "done", "1"])
        #expect(again.status == 0)
        #expect(again.output == "Item 1 is already done: Buy milk\n")
        #expect(try sandbox.crew(["items", "reopen", "1"]).output == "Reopened item 1: Buy milk\n")
        #expect(try sandbox.crew(["items", "reopen", "1"]).output == "Item 1 is already pending: Buy milk\n")
        #expect(
            try sandbox.crew(["items", "edit", "1", "--untag", "nothere"]).output
                == "Item 1 is unchanged: it is already as asked\n")
        #expect(try sandbox.crew(["log"]).outputLines.count == 3)
    }

    @Test("--json of a command taking ID... is an array for one id as for several; -n2 attaches its value")
    func jsonShapeAndShortOptions() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "a"])
        try sandbox.crew(["items", "add", "b"])
        try sandbox.crew(["items", "add", "c"])
        for arguments in [
            ["items", "done", "1", "--json"], ["items", "reopen", "1", "2", "--json"],
            ["items", "remove", "3", "--json"],
        ] {
            #expect(try sandbox.crew(arguments).output.hasPrefix("[{\"id\": "), "\(arguments)")
        }
        #expect(try sandbox.crew(["items", "list", "-n1"]).output == "1\tpending\t\ta\t\t\t\n")
    }

    @Test("a user is asked about only once the removal is checked, by name, with the count")
    func questionAfterChecks() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Charles Xu", "--email", "cx@x.org"])
        try sandbox.crew(["users", "add", "--name", "Chloé Martin", "--email", "chloe@x.org"])
        for index in 1...7 { try sandbox.crew(["items", "add", "task \(index)", "--user", "1"]) }
        let binary = try Sandbox.binary().path
        // With no question expected there is no answer to give: `script` waits two seconds for
        // input its command never read before it exits, and a wrong question still shows.
        func atTerminal(_ command: String, answer: String = "") throws -> ProgramRun {
            try runTool(
                ["script", "-qec", "'\(binary)' \(command)", "/dev/null"], input: answer,
                environment: sandbox.environment)
        }
        let owns = try atTerminal("users remove charles")
        #expect(!owns.output.contains("[y/N]"), "\(owns.output)")
        #expect(owns.output.contains("User 1 still owns 7 items"))
        let ambiguous = try atTerminal("users remove ch --release-items")
        #expect(!ambiguous.output.contains("[y/N]"))
        #expect(ambiguous.output.contains("\"ch\" matches 2 users"))
        let asked = try atTerminal("users remove charles --release-items", answer: "n\n")
        #expect(
            asked.output.contains("Remove Charles Xu (1) and release their 7 items? [y/N]"), "\(asked.output)"
        )
        #expect(try sandbox.crew(["users", "list"]).outputLines.count == 2, "n removes nothing")
        let removed = try sandbox.crew(["users", "remove", "1", "--reassign-to", "chloe"])
        #expect(removed.output == "Removed Charles Xu (1); their 7 items now belong to Chloé Martin (2)\n")
        let items = try atTerminal("items remove 1 2 99")
        #expect(!items.output.contains("[y/N]"), "a missing id is said before any question")
        #expect(items.output.contains("There is no item 99."))
        // Ids typed one by one are asked about with confirm = always (by default, a filter's are).
        let config = sandbox.path(".config/crew")
        try FileManager.default.createDirectory(
            atPath: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data("confirm = always\n".utf8).write(to: URL(fileURLWithPath: config + "/config"))
        chmod(config + "/config", 0o600)
        let named = try atTerminal("items remove 1 2", answer: "n\n")
        #expect(named.output.contains("Remove 2 items (1 task 1, 2 task 2)? [y/N]"), "\(named.output)")
    }

    @Test("a piped shell runs and prints every line, whatever failed before it; it has undo and log")
    func pipedShellGoesOn() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Ship it"])
        let run = try sandbox.crew(
            ["shell"], input: "done 999\nsearch Ship\nadd second\nundo\nlog --limit 1\n")
        #expect(run.status == 1)
        #expect(run.errors == "Error: There is no item 999.\n")
        #expect(run.output.contains(" 1  pending         Ship it"), "\(run.output)")
        #expect(run.output.contains("Undid change 2: added item 2: second. Removed 1 item."))
        // The author (the login name here) comes last in a pipe.
        #expect(run.output.contains("added item 1: Ship it\t"), "\(run.output)")
    }

    @Test(
        "a backup imported twice adds nothing the second time and says how many it found; the log calls it an import"
    )
    func importTwice() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        for index in 1...5 { try sandbox.crew(["items", "add", "item \(index)", "--user", "1"]) }
        let backup = sandbox.path("b.json")
        try sandbox.crew(["export", backup])
        let other = ["--store", sandbox.path("other.sqlite3")]
        try sandbox.crew(other + ["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        #expect(
            try sandbox.crew(other + ["import", backup]).output
                == "Imported 0 users and 5 items (1 user was already here, matched by e-mail).\n")
        let twice = try sandbox.crew(other + ["import", backup])
        #expect(
            twice.output
                == "Imported 0 users and 0 items (1 user was already here, matched by e-mail; 5 items were already here, found by their identity).\n"
        )
        #expect(try sandbox.crew(other + ["items", "list"]).outputLines.count == 5)
        #expect(try sandbox.crew(other + ["log"]).outputLines.first?.contains("\timported 5 items\t") == true)
    }

    @Test("people and items are found folding case and accents, users by the start of any word of their name")
    func folding() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Zoë Ørsted", "--email", "zoe@x.org"])
        try sandbox.crew(["users", "add", "--name", "Bob Smith", "--email", "bob@x.org"])
        try sandbox.crew(["items", "add", "Résumé screening"])
        #expect(try sandbox.crew(["users", "show", "zoe"]).output == "1\tZoë Ørsted\tzoe@x.org\n")
        #expect(try sandbox.crew(["users", "show", "orsted"]).output == "1\tZoë Ørsted\tzoe@x.org\n")
        #expect(try sandbox.crew(["users", "show", "smith"]).output == "2\tBob Smith\tbob@x.org\n")
        #expect(
            try sandbox.crew(["items", "list", "--search", "resume"]).outputLines == [
                "1\tpending\t\tRésumé screening\t\t\t"
            ])
        #expect(try sandbox.crew(["items", "list", "--search", "RÉSUMÉ"]).outputLines.count == 1)
    }

    @Test("an export that could not reach the API and used its cache says so, with the cache's age")
    func exportFromCache() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        #expect(try sandbox.crew(["--api-url", server.url, "sync"]).status == 0)
        try server.play("status:503")
        let run = try sandbox.crew(["--api-url", server.url, "export", sandbox.path("b.json")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.errors.hasPrefix(
                "Offline: showing data cached just now. The backup holds the cache, not the API's data."),
            "\(run.errors)")
    }

    @Test("the summary line describes the listing it ends")
    func summaryDescribesListing() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "late", "--due", "2020-01-01"])
        try sandbox.crew(["items", "add", "later"])
        try sandbox.crew(["items", "add", "done"])
        try sandbox.crew(["items", "done", "3"])
        let binary = try Sandbox.binary().path
        func table(_ options: String) throws -> String {
            try runTool(
                ["script", "-qec", "'\(binary)' items list \(options)", "/dev/null"], input: "",
                environment: sandbox.environment.merging(["NO_COLOR": "1"]) { $1 }
            ).output
        }
        #expect(try table("--pending").contains("2 pending, 1 overdue"))
        #expect(try table("--overdue").contains("1 pending, 1 overdue"))
        #expect(try table("--done").contains("1 done"))
        #expect(try table("").contains("1 of 3 done, 1 overdue"))
    }
}
