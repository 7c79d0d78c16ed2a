import Domain
import Foundation
import Testing

@testable import CrewCLI

/// What a person types every day, run through the whole application: the short verbs, a day
/// said back, `-n` wherever `--limit` is, a listing that says what its limit left out, and a
/// config file that cannot be used stopping every command with one sentence (exit 78).
@MainActor
@Suite("Daily moves")
final class DailyMovesTests {
    /// Every folder a test here makes lives under this one, removed when the test ends.
    private let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "crew-daily-\(UUID().uuidString)"
    ).path

    deinit {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    @Test("crew add, ls, done and show are the items commands under short names")
    func shortVerbs() async throws {
        let folder = try newFolder()
        let store = ["--store", folder + "/s.sqlite3"]
        #expect(try await run(["add", "Buy milk"] + store).output == "Added item 1: Buy milk\n")
        #expect(try await run(["ls"] + store).output == "1\tpending\t\tBuy milk\t\t\t\n")
        #expect(try await run(["list"] + store).output == "1\tpending\t\tBuy milk\t\t\t\n")
        #expect(try await run(["done", "1"] + store).output == "Completed item 1: Buy milk\n")
        #expect(
            try await run(["show", "1", "--json=id,done"] + store).output == "{\"id\": 1, \"done\": true}\n")
        #expect(
            try await run(["edit", "1", "--name", "Buy oat milk"] + store).output
                == "Updated item 1: Buy oat milk\n")
        #expect(
            try await run(["note", "1", "Oat"] + store).output == "Added note 1 to item 1: Buy oat milk\n")
    }

    @Test("help lists the short verbs once, apart from the commands, and each says what it stands for")
    func shortVerbsInHelp() async throws {
        let root = try await run(["--help"]).output
        #expect(
            root.contains(
                "SHORT VERBS:\n  add                     crew items add\n  ls                      crew items list\n"
            ))
        let commands = root.components(separatedBy: "SHORT VERBS:")[0]
        #expect(!commands.contains("\n  ls "), "a short verb is not listed as a command of its own")
        let add = try await run(["add", "--help"]).output
        #expect(add.hasPrefix("OVERVIEW: Add an item"), "\(add)")
        #expect(add.contains("The same as 'crew items add'."))
        #expect(add.contains("USAGE: crew add <name>"))
    }

    @Test("an add or an edit with a day says the day it understood; a cleared day is said too")
    func dayIsSaidBack() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        #expect(
            try await run(["add", "Ship it", "--due", "2099-01-02"] + store).output
                == "Added item 1: Ship it (due Fri 2 Jan 2099)\n")
        #expect(
            try await run(["edit", "1", "--due", "2098-12-31"] + store).output
                == "Updated item 1: Ship it (due Wed 31 Dec 2098)\n")
        #expect(
            try await run(["edit", "1", "--no-due"] + store).output
                == "Updated item 1: Ship it (no due day)\n")
        #expect(try await run(["edit", "1", "--name", "Ship"] + store).output == "Updated item 1: Ship\n")
    }

    @Test("-n is --limit for log and undo --list, as for a listing")
    func shortLimit() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b", "c"] { _ = try await run(["add", name] + store) }
        let log = try await run(["log", "-n", "2"] + store)
        #expect(log.status == .success)
        #expect(log.output.split(separator: "\n").count == 2)
        #expect(
            try await run(["undo", "--list", "-n", "1"] + store).output.split(separator: "\n").count == 1)
    }

    @Test("a listing cut by its limit ends, on a terminal, with how many it left out; a pipe is not told")
    func leftOut() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b", "c", "d"] { _ = try await run(["add", name] + store) }
        _ = try await run(["done", "4"] + store)
        let table = try await run(["ls", "-n", "1", "--pending"] + store, terminal: true).output
        #expect(table.contains("… 2 more (crew ls --pending -n 3)\n3 pending"), "\(table)")
        let all = try await run(["ls", "-n", "4"] + store, terminal: true).output
        #expect(!all.contains("more"), "nothing was left out: \(all)")
        #expect(!(try await run(["ls", "-n", "1"] + store).output.contains("more")))
    }

    @Test(
        "a config file crew cannot use stops every command with one sentence naming it and its line, exit 78")
    func badConfigFile() async throws {
        let folder = try newFolder()
        let path = folder + "/crew/config"
        try FileManager.default.createDirectory(atPath: folder + "/crew", withIntermediateDirectories: true)
        try "color = auto\neditor = vim\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        let environment = ["XDG_CONFIG_HOME": folder]
        for arguments in [["items", "list"], ["add", "x"], ["log"], ["config"]] {
            let run = try await run(arguments + ["--in-memory"], environment: environment)
            #expect(run.status == .configuration, "\(arguments)")
            #expect(run.status.rawValue == 78)
            #expect(
                run.errors
                    == "Error: \(path) line 2: unknown key 'editor' (the keys are store, api-url, me, color, confirm)\n",
                "\(arguments)")
            #expect(run.output.isEmpty)
        }
        // Help and the version need no settings.
        #expect(try await run(["items", "list", "--help"], environment: environment).status == .success)
        try "me = me\n".write(toFile: path, atomically: true, encoding: .utf8)
        let me = try await run(["items", "list", "--in-memory"], environment: environment)
        #expect(me.status == .configuration)
        #expect(me.errors == "Error: \(path) line 1: 'me' must name a user, not 'me'\n")
    }

    @Test("'me' naming nobody says where the config file is")
    func meNamesNobody() async throws {
        let folder = try newFolder()
        let run = try await run(
            ["ls", "--user", "me", "--in-memory"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("Error: 'me' names nobody yet: write me = USER"))
        #expect(run.errors.contains("in crew's config file, \(folder)/crew/config\n"), "\(run.errors)")
    }

    @Test(
        "'me' naming no user says it came from the config file; the same reference typed says nothing more",
        arguments: [
            ("q", "No user's name starts with “q” ('me = q'"), ("7", "There is no user 7 ('me = 7'"),
            ("zz@x.org", "There is no user with the email zz@x.org ('me = zz@x.org'"),
            ("a", "\"a\" matches 2 users: 1 Ada, 2 Al ('me = a'"),
        ])
    func meFindsNobody(me: String, expected: String) async throws {
        let folder = try newFolder()
        try FileManager.default.createDirectory(atPath: folder + "/crew", withIntermediateDirectories: true)
        let path = folder + "/crew/config"
        try "me = \(me)\n".write(toFile: path, atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": folder]
        let store = ["--store", folder + "/s.sqlite3"]
        _ = try await run(
            ["users", "add", "--name", "Ada", "--email", "ada@x.org"] + store, environment: environment)
        _ = try await run(
            ["users", "add", "--name", "Al", "--email", "al@x.org"] + store, environment: environment)
        // `--mine-first` looks `me` up only when it is not an id (an id orders its items first,
        // whoever it names, without a look-up).
        let mineFirst = Int(me) == nil ? [["ls", "--mine-first"]] : []
        for arguments in [["add", "x", "--user", "me"], ["ls", "--user", "ME"], ["users", "show", "me"]]
            + mineFirst
        {
            let run = try await run(arguments + store, environment: environment)
            #expect(run.status != .success, "\(arguments)")
            #expect(run.errors == "Error: \(expected) in crew's config file, \(path)).\n", "\(arguments)")
        }
        let typed = try await run(["add", "x", "--user", me] + store, environment: environment)
        #expect(!typed.errors.contains("config file"), "\(typed.errors)")
    }

    @Test(
        "import --replace makes the store the backup's, asks at a terminal first, and one undo takes it back")
    func importReplace() async throws {
        let folder = try newFolder()
        let store = ["--store", folder + "/s.sqlite3"]
        let backup = folder + "/b.json"
        _ = try await run(["users", "add", "--name", "Ada", "--email", "ada@x.org"] + store)
        for name in ["one", "two"] { _ = try await run(["add", name] + store) }
        _ = try await run(["export", backup] + store)
        _ = try await run(["users", "add", "--name", "Bob", "--email", "bob@x.org"] + store)
        _ = try await run(["add", "three"] + store)
        _ = try await run(["edit", "1", "--name", "one, renamed"] + store)

        let merged = try await run(["import", backup] + store)
        #expect(
            merged.output.hasPrefix("Imported 0 users and 0 items"), "a plain import merges: nothing goes")
        let refused = try await run(
            ["import", "--replace", backup] + store, terminal: true, input: ["n"], asking: true)
        #expect(refused.status == .failure)
        #expect(
            refused.errors.contains(
                "Replace the 2 users and 3 items here with the backup's 1 user and 2 items? [y/N]"))
        #expect(refused.errors.contains("Nothing was replaced."))
        #expect(try await run(["ls"] + store).output.contains("one, renamed"), "a no changes nothing")

        let replaced = try await run(
            ["import", "--replace", backup] + store, terminal: true, input: ["y"], asking: true)
        #expect(replaced.status == .success, "\(replaced.errors)")
        #expect(
            replaced.output
                == "Replaced 2 users and 3 items with 1 user and 2 items (crew undo puts them back).\n")
        #expect(try await run(["ls"] + store).output == "1\tpending\t\tone\t\t\t\n2\tpending\t\ttwo\t\t\t\n")
        #expect(try await run(["users", "list"] + store).output.split(separator: "\n").count == 1)
        let undone = try await run(["undo"] + store)
        #expect(undone.output.contains("replaced the store with a backup"))
        #expect(try await run(["ls"] + store).output.split(separator: "\n").count == 3)

        let piped = try await run(["import", "--replace", backup] + store)
        #expect(piped.status == .success, "a pipe is never asked")
        let yesAlone = try await run(["import", "--yes", backup] + store)
        #expect(yesAlone.status == .usage)
    }

    @Test("edit and assign change several items in one change that one undo takes back")
    func bulkChange() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        _ = try await run(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.org"] + store)
        for name in ["a", "b", "c"] { _ = try await run(["add", name] + store) }
        let edited = try await run(["edit", "1", "3", "--due", "2099-01-02", "--priority", "high"] + store)
        #expect(
            edited.output
                == "Updated item 1: a (due Fri 2 Jan 2099)\nUpdated item 3: c (due Fri 2 Jan 2099)\n")
        let assigned = try await run(
            ["items", "assign", "1", "2", "--user", "ada", "--json=id,owner"] + store)
        #expect(assigned.output == "[{\"id\": 1, \"owner\": 1}, {\"id\": 2, \"owner\": 1}]\n")
        let log = try await run(["log", "-n", "2"] + store).output.split(separator: "\n").map {
            $0.split(separator: "\t").dropFirst(2).first.map(String.init) ?? ""
        }
        #expect(
            log == [
                "assigned 2 items (1 and 2) to Ada Lovelace", "edited 2 items (1 and 3) (due, priority)",
            ], "\(log)")
        _ = try await run(["undo"] + store)
        _ = try await run(["undo"] + store)
        #expect(
            try await run(["ls"] + store).output
                == "1\tpending\t\ta\t\t\t\n2\tpending\t\tb\t\t\t\n3\tpending\t\tc\t\t\t\n")
        // All or nothing: one unknown id changes none of them.
        let refused = try await run(["edit", "1", "99", "--due", "2099-01-02"] + store)
        #expect(refused.status == .failure)
        #expect(refused.errors == "Error: There is no item 99.\n")
        let named = try await run(["edit", "1", "2", "--name", "same"] + store)
        #expect(named.status == .usage)
        #expect(named.errors.hasPrefix("Error: One name for 2 items would leave them all alike"))
        #expect(try await run(["ls"] + store).output.contains("\t2099") == false)
    }

    @Test("- reads the ids from standard input, the first column of a listing; none read changes nothing")
    func idsFromStandardInput() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b", "c"] { _ = try await run(["add", name, "--tag", "sprint"] + store) }
        _ = try await run(["done", "2"] + store)
        let listing = try await run(["ls", "--tag", "sprint", "--pending"] + store).output
        let lines = listing.split(separator: "\n").map(String.init)
        let edited = try await run(["edit", "-", "--due", "2099-01-02", "--json=id"] + store, input: lines)
        #expect(edited.output == "[{\"id\": 1}, {\"id\": 3}]\n", "\(edited.errors)")
        let done = try await run(["done", "-"] + store, input: ["   3  pending  c", "", "1\tpending"])
        #expect(done.output == "Completed item 3: c\nCompleted item 1: a\n")
        let nothing = try await run(["items", "reopen", "-"] + store, input: [])
        #expect(nothing.status == .success)
        #expect(nothing.output == "No items were selected: nothing changed.\n")
        let bad = try await run(["items", "remove", "-"] + store, input: ["1", "id\tstatus"])
        #expect(bad.status == .usage)
        #expect(
            bad.errors.hasPrefix("Error: Line 2 of standard input does not start with an item's id ('id':"))
        let left = try await run(["ls"] + store).output.split(separator: "\n").map {
            $0.split(separator: "\t")[0]
        }
        #expect(left == ["1", "2", "3"], "the refused removal removed nothing")
    }

    @Test("a line of ids on standard input gives every one of them; a listing's line gives its id")
    func everyIDOfALine() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b", "c", "d"] { _ = try await run(["add", name] + store) }
        let done = try await run(["done", "-"] + store, input: ["2 4", "1\t3 pending"])
        #expect(
            done.output == "Completed item 2: b\nCompleted item 4: d\nCompleted item 1: a\n", "\(done.errors)"
        )
        let listed = try await run(["reopen", "-"] + store, input: ["2 x 4"])
        #expect(listed.output == "Reopened item 2: b\n", "a word that is not an id makes it a listing's line")
    }

    @Test(
        "a change by filter past the largest page: the question counts every match, each changes, one undo puts all back"
    )
    func filterPastTheLargestPage() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        let count = PageRequest.maximumLimit + 229
        let file = try newFolder() + "/items.json"
        let items = (1...count).map { #"{"name": "item \#($0)", "tags": ["x"]}"# }
        try Data(("[" + items.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: file))
        _ = try await run(["items", "import", file] + store)

        let refused = try await run(["done", "-t", "x"] + store, input: ["n"], asking: true)
        #expect(refused.status == .failure)
        #expect(
            (refused.output + refused.errors).contains(
                "Complete \(count) items (1 item 1, 2 item 2, 3 item 3, 4 item 4, 5 item 5, and \(count - 5) more)?"
            ))
        let done = try await run(["done", "-t", "x"] + store, input: ["y"], asking: true)
        #expect(done.status == .success)
        #expect(done.output.split(separator: "\n").filter { $0.hasPrefix("Completed item") }.count == count)
        #expect(try await run(["ls", "--pending"] + store).output == "")
        #expect(try await run(["log", "-n", "1"] + store).output.contains("completed \(count) items"))
        _ = try await run(["undo"] + store)
        #expect(try await run(["ls", "--pending"] + store).output.split(separator: "\n").count == count)
        let removed = try await run(["rm", "-t", "x", "--json=id"] + store)
        #expect(removed.output.components(separatedBy: "{\"id\"").count - 1 == count)
        #expect(try await run(["ls"] + store).output == "")
    }

    @Test(
        "past every page a listing streams and completion reads, every record is there: ls past 250, users list past 500, completion past 1,000"
    )
    func listingsPastTheirPages() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        let count = PageRequest.maximumLimit + 1
        let file = try newFolder() + "/items.json"
        let items = (1...count).map { #"{"name": "item \#($0)", "tags": ["t\#($0 % 3)"]}"# }
        try Data(("[" + items.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: file))
        _ = try await run(["items", "import", file] + store)
        _ = try await run(["add", "the last", "--tag", "only-last"] + store)
        let listed = try await run(["ls"] + store).output.split(separator: "\n")
        #expect(listed.count == count + 1, "past the 250 rows a page streams")
        #expect(listed.last?.hasPrefix("\(count + 1)\t") == true)
        let pending = try await run(["__complete", "pending"] + store).output.split(separator: "\n")
        #expect(pending.count == count + 1, "past the 1,000 rows completion once read")
        #expect(pending.last == "\(count + 1)")
        #expect(try await run(["__complete", "tags"] + store).output == "only-last\nt0\nt1\nt2\n")

        let users = (1...501).map { #"{"id": \#($0), "name": "Person \#($0)", "email": "p\#($0)@x.org"}"# }
        let backup = try newFolder() + "/users.json"
        try Data(
            (#"{"format": "crew", "version": 3, "users": ["# + users.joined(separator: ",")
                + #"], "items": []}"#).utf8
        )
        .write(to: URL(fileURLWithPath: backup))
        let people = ["--store", try newFolder() + "/people.sqlite3"]
        let imported = try await run(["import", backup] + people)
        #expect(imported.status == .success, "\(imported.errors)")
        #expect(
            try await run(["users", "list"] + people).output.split(separator: "\n").count == 501, "past 500")
        let candidates = try await run(["__complete", "users"] + people).output.split(separator: "\n")
        #expect(candidates.contains("501") && candidates.contains("p501@x.org"))
    }

    @Test("the log shows its 20 newest changes and, at a terminal, says that older ones are kept")
    func logPastItsDefault() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for number in 1...20 { _ = try await run(["add", "item \(number)"] + store) }
        #expect(!(try await run(["log"] + store, terminal: true).output.contains("older changes")))
        _ = try await run(["add", "item 21"] + store)
        let shown = try await run(["log"] + store, terminal: true).output.split(separator: "\n")
        #expect(shown.count == 21)
        #expect(shown.last == "… older changes too (crew log -n 40)")
        #expect(
            try await run(["log"] + store).output.split(separator: "\n").count == 20,
            "a pipe reads rows alone")
        for day in 1...20 { _ = try await run(["edit", "1", "--due", "+\(day)d"] + store) }
        let history = try await run(["show", "1"] + store).output.split(separator: "\n")
        #expect(history.last == "  … older changes too (crew log -n 1000 lists every change kept)")
        #expect(history.filter { $0.contains("edited item 1") }.count == 20)
    }

    @Test("done, reopen and remove take the listing's filters instead of ids, one change for all they choose")
    func filtersChoose() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for (name, tag) in [("a", "sprint"), ("b", "sprint"), ("c", "home"), ("d", "sprint")] {
            _ = try await run(["add", name, "--tag", tag] + store)
        }
        _ = try await run(["done", "1"] + store)
        // Without a status, done takes the pending items the filters choose.
        #expect(
            try await run(["done", "--tag", "sprint"] + store).output
                == "Completed item 2: b\nCompleted item 4: d\n")
        #expect(try await run(["log", "-n", "1"] + store).output.contains("\tcompleted 2 items (2 and 4)\t"))
        // And reopen the done ones; a status given is kept.
        #expect(
            try await run(["items", "reopen", "--tag", "sprint", "--json=id"] + store).output
                == "[{\"id\": 1}, {\"id\": 2}, {\"id\": 4}]\n")
        let both = try await run(["done", "3", "--tag", "home"] + store)
        #expect(both.status == .usage)
        #expect(both.errors.hasPrefix("Error: Give the items' ids or filters, not both"))
        let neither = try await run(["done"] + store)
        #expect(neither.status == .usage)
        #expect(
            neither.errors.hasPrefix(
                "Error: Give the items' ids, - to read them from standard input, or filters"))
        let none = try await run(["items", "remove", "--tag", "nothing"] + store)
        #expect(none.status == .success)
        #expect(none.output == "No items were selected: nothing changed.\n")
        #expect(
            try await run(["items", "remove", "--tag", "home", "--yes"] + store).output
                == "Removed item 3: c\n")
    }

    @Test(
        "crew alone at a terminal is the default report: pending items, the dated first, each day by priority"
    )
    func defaultReport() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        _ = try await run(["add", "someday"] + store)
        _ = try await run(["add", "later", "--due", "2099-03-01"] + store)
        _ = try await run(["add", "urgent later", "--due", "2099-03-01", "--priority", "high"] + store)
        _ = try await run(["add", "overdue", "--due", "2020-01-01"] + store)
        _ = try await run(["add", "done", "--due", "2019-01-01"] + store)
        _ = try await run(["done", "5"] + store)
        let report = try await run(store, terminal: true)
        #expect(report.status == .success)
        let names = report.output.split(separator: "\n").dropFirst().prefix(4).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        }
        #expect(names == ["overdue", "later", "later", "someday"], "\(report.output)")
        #expect(report.output.contains("urgent later\n") && report.output.contains("4 pending"))
        #expect(!report.output.contains("done"))
        // --sort next is the same order anywhere, and crew alone in a pipe is the report as TSV.
        let sorted = try await run(["ls", "--pending", "--sort", "next"] + store).output
        #expect(sorted.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["4", "3", "2", "1"])
        let piped = try await run(store)
        #expect(piped.status == .success)
        #expect(piped.output == sorted)
    }

    @Test(
        "an empty store's report says there are no items yet and how to add one; a cut report's hint lists the same rows on"
    )
    func firstRunAndTheMoreHint() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        // The default location, no store made yet: the report reads it as empty.
        let empty = try await run([], environment: ["XDG_DATA_HOME": try newFolder()], terminal: true)
        #expect(empty.output.hasSuffix("No items yet. Add one: crew add NAME\n"), "\(empty.output)")
        // A store named that does not exist: a report makes none and says so.
        let named = try await run(store, terminal: true)
        #expect(named.status == .noInput && named.errors.contains("there is no store at"), "\(named.errors)")
        for day in 1...30 {
            _ = try await run(
                ["add", "task \(day)", "-d", "2099-01-\(String(format: "%02d", day))", "-t", "x"] + store)
        }
        let report = try await run(["-t", "x"] + store, terminal: true)
        let hint = try #require(report.output.split(separator: "\n").first { $0.contains("more (crew ls") })
        #expect(hint.contains("(crew ls --pending -t x --sort next -n 30)"), "\(hint)")
        let all = try await run(["ls", "--pending", "-t", "x", "--sort", "next", "-n", "30"] + store).output
        #expect(all.split(separator: "\n").first?.hasPrefix("1\t") == true)
        #expect(all.split(separator: "\n").count == 30)
    }

    @Test(
        "a listing's options alone are the default report of the items they choose, at a terminal and in a pipe"
    )
    func filteredDefaultReport() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        _ = try await run(["add", "low later", "-d", "2099-03-01", "-p", "l"] + store)
        _ = try await run(["add", "high later", "-d", "2099-03-01", "-p", "h"] + store)
        _ = try await run(["add", "high overdue", "-d", "2020-01-01", "-p", "h", "-t", "ops"] + store)
        _ = try await run(["add", "high done", "-p", "h"] + store)
        _ = try await run(["done", "4"] + store)
        func ids(_ output: String) -> [String] {
            output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        // Pending and by --sort next: the overdue first; a global option may come before.
        #expect(ids(try await run(store + ["-p", "h"]).output) == ["3", "2"])
        #expect(ids(try await run(["-p", "high"] + store).output) == ["3", "2"])
        #expect(ids(try await run(["--overdue"] + store).output) == ["3"])
        // What the person says replaces the report's choice: the status, the order, the count.
        #expect(ids(try await run(["-p", "h", "--done"] + store).output) == ["4"])
        #expect(ids(try await run(["-p", "h", "--sort", "id", "--reverse"] + store).output) == ["3", "2"])
        #expect(
            ids(try await run(["--due-after", "2050-01-01", "--sort", "priority"] + store).output) == [
                "2", "1",
            ])
        #expect(ids(try await run(["-t", "ops", "-n", "5"] + store).output) == ["3"])
        let json = try await run(["-p", "h", "--json=id"] + store)
        #expect(json.output == "[\n  {\"id\": 3},\n  {\"id\": 2}\n]\n")
        // At a terminal: the table, cut to the terminal like the report.
        let table = try await run(["-p", "h"] + store, terminal: true)
        #expect(table.status == .success)
        #expect(table.output.hasPrefix("ID  STATUS"), "\(table.output)")
        #expect(table.output.contains("high overdue") && !table.output.contains("high done"))
        // A listing's option that is wrong is the listing's error; a word that is nobody's, the root's.
        let clash = try await run(["--overdue", "--done"] + store)
        #expect(clash.status == .usage)
        #expect(clash.errors.hasPrefix("Error: The options '--done' and '--overdue' cannot be used together"))
        #expect(clash.errors.contains("Usage: crew items list"))
        let badValue = try await run(["-p", "urgent"] + store)
        #expect(badValue.status == .usage)
        #expect(badValue.errors.hasPrefix("Error: The value 'urgent' is invalid for '--priority <priority>'"))
        let unknown = try await run(["--bogus", "-p", "h"] + store)
        #expect(unknown.status == .usage)
        #expect(unknown.errors.hasPrefix("Error: Unknown option '--bogus'"))
        #expect(unknown.errors.contains("Usage: crew <subcommand>"))
        // An edit's -T takes a tag away, as --untag does.
        _ = try await run(["edit", "3", "-T", "ops"] + store)
        #expect(ids(try await run(["-t", "ops"] + store).output) == [])
    }

    @Test(
        "with 'me' set, the default report lists the person's own items first; --mine-first asks for it anywhere"
    )
    func defaultReportMineFirst() async throws {
        let folder = try newFolder()
        try FileManager.default.createDirectory(atPath: folder + "/crew", withIntermediateDirectories: true)
        try "me = bob\n".write(toFile: folder + "/crew/config", atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": folder]
        let store = ["--store", folder + "/s.sqlite3"]
        for (name, email) in [("Ada", "ada@x.org"), ("Bob", "bob@x.org")] {
            _ = try await run(
                ["users", "add", "--name", name, "--email", email] + store, environment: environment)
        }
        for arguments in [
            ["add", "ada's overdue", "-u", "ada", "--due", "2020-01-01"],
            ["add", "bob's later", "-u", "bob", "--due", "2099-01-01"],
            ["add", "nobody's", "--due", "2025-01-01"], ["add", "bob's someday", "-u", "bob"],
        ] {
            _ = try await run(arguments + store, environment: environment)
        }
        let report = try await run(store, environment: environment, terminal: true)
        let rows = report.output.split(separator: "\n").dropFirst().prefix(4).map(String.init)
        #expect(
            rows.map { $0.hasSuffix("bob's later") || $0.hasSuffix("bob's someday") } == [
                true, true, false, false,
            ], "\(report.output)")
        #expect(rows.last?.hasSuffix("nobody's") == true)
        let listed = try await run(["ls", "--mine-first"] + store, environment: environment).output
        #expect(listed.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["2", "4", "1", "3"])
        let refused = try await run(
            ["ls", "--mine-first", "--sort", "due"] + store, environment: environment)
        #expect(refused.status == .usage)
        let nobody = try await run(["ls", "--mine-first"] + store)
        #expect(nobody.status == .usage)
        #expect(nobody.errors.contains("'me' names nobody yet"))
    }

    @Test(
        "a change to several items asks only when the ids were not typed one by one (a filter), unless confirm says always or never",
        arguments: [
            ("", ["done", "1", "2"], false), ("", ["done", "-t", "x"], true),
            ("confirm = always\n", ["done", "1", "2"], true),
            ("confirm = never\n", ["done", "-t", "x"], false),
            ("confirm = bulk\n", ["rm", "1", "2"], false),
        ])
    func confirmPolicy(config: String, arguments: [String], asks: Bool) async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b"] { _ = try await run(["add", name, "-t", "x"] + store) }
        let folder = try newFolder()
        try FileManager.default.createDirectory(atPath: folder + "/crew", withIntermediateDirectories: true)
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/crew/config"))
        chmod(folder + "/crew/config", 0o600)
        chmod(folder + "/crew", 0o700)
        let input = asks ? ["n"] : []
        let run = try await run(
            arguments + store, environment: ["XDG_CONFIG_HOME": folder], input: input, asking: true)
        #expect(run.status == (asks ? .failure : .success), "\(run.errors)")
        #expect(run.output.contains("[y/N]") == asks || run.errors.contains("[y/N]") == asks)
    }

    @Test(
        "a change that would change nothing asks nothing, even with confirm = always; one that would, asks about those it changes"
    )
    func nothingToAskAbout() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b", "c"] { _ = try await run(["add", name, "-t", "x"] + store) }
        _ = try await run(["done", "1", "2", "3"] + store)
        let folder = try newFolder()
        try FileManager.default.createDirectory(atPath: folder + "/crew", withIntermediateDirectories: true)
        try Data("confirm = always\n".utf8).write(to: URL(fileURLWithPath: folder + "/crew/config"))
        chmod(folder + "/crew/config", 0o600)
        chmod(folder + "/crew", 0o700)
        let always = ["XDG_CONFIG_HOME": folder]
        let again = try await run(["done", "1", "2", "3"] + store, environment: always, asking: true)
        #expect(again.status == .success, "\(again.errors)")
        #expect(!again.output.contains("[y/N]") && !again.errors.contains("[y/N]"))
        #expect(again.output.contains("Item 1 is already done"), "\(again.output)")
        // Two of three would change: it asks about those two.
        _ = try await run(["reopen", "1"] + store)
        let asked = try await run(
            ["reopen", "1", "2", "3"] + store, environment: always, input: ["n"], asking: true)
        #expect(
            (asked.output + asked.errors).contains("Reopen 2 of 3 items (2 b, 3 c)? [y/N]"),
            "\(asked.output)\(asked.errors)")
    }

    @Test(
        "--postpone (or --due due+1w) moves each item's own due day (an undated one from today); a day instead of a duration is a usage error"
    )
    func postpone() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        _ = try await run(["add", "a", "-d", "2099-03-01"] + store)
        _ = try await run(["add", "b", "-d", "2099-05-10"] + store)
        let moved = try await run(["edit", "1", "2", "--postpone", "1w"] + store)
        #expect(moved.status == .success, "\(moved.errors)")
        let listed = try await run(["ls", "--json=due"] + store).output
        #expect(listed.contains("2099-03-08") && listed.contains("2099-05-17"), "\(listed)")
        let refused = try await run(["edit", "1", "--postpone", "fri"] + store)
        #expect(refused.status == .usage)
        #expect(
            refused.errors.hasPrefix(
                "Error: The value 'fri' is invalid for '--postpone <duration>': the postponement must be a number of days, weeks, months or years"
            ))
        #expect(try await run(["edit", "1", "--postpone", "1w", "--due", "fri"] + store).status == .usage)
        // Taskwarrior's due+1w is the same move; due-2d moves back.
        #expect(try await run(["edit", "1", "2", "--due", "due+1w"] + store).status == .success)
        #expect(try await run(["edit", "2", "-d", "DUE-2d"] + store).status == .success)
        let again = try await run(["ls", "--json=due"] + store).output
        #expect(again.contains("2099-03-15") && again.contains("2099-05-22"), "\(again)")
        let notADuration = try await run(["edit", "1", "--due", "due+fri"] + store)
        #expect(notADuration.status == .usage)
        #expect(
            notADuration.errors.contains("the postponement must be a number of days"),
            "\(notADuration.errors)")
    }

    @Test(
        "--done-since and --done-before choose items by the local day they were completed: what got done this week"
    )
    func doneSince() async throws {
        let store = ["--store", try newFolder() + "/s.sqlite3"]
        for name in ["a", "b", "c"] { _ = try await run(["add", name] + store) }
        _ = try await run(["done", "1", "3"] + store)
        let week = try await run(["ls", "--done", "--done-since", "sow"] + store)
        #expect(
            week.output.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["1", "3"],
            "\(week.output)")
        #expect(try await run(["ls", "--done-before", "today"] + store).output.isEmpty)
        #expect(try await run(["ls", "--done-since", "tomorrow"] + store).output.isEmpty)
        let reopened = try await run(["reopen", "--done-since", "today", "--yes"] + store)
        #expect(reopened.output.contains("Reopened item 1") && reopened.output.contains("Reopened item 3"))
    }

    @Test(
        "--sort completed lists done items by when they were completed, --reverse the latest first; pending ones first"
    )
    func sortByCompletion() async throws {
        let folder = try newFolder()
        let store = ["--store", folder + "/s.sqlite3"]
        func item(_ id: Int, _ completed: String?) -> String {
            let done = completed != nil
            return
                "{\"id\": \(id), \"name\": \"n\(id)\", \"done\": \(done), \"completed\": \(completed.map { "\"\($0)\"" } ?? "null")}"
        }
        let backup =
            "{\"format\": \"crew\", \"version\": 3, \"users\": [], \"items\": ["
            + [
                item(1, "2026-12-03T10:00:00Z"), item(2, nil), item(3, "2026-12-01T09:00:00Z"),
                item(4, "2026-12-05T08:00:00Z"),
            ].joined(separator: ", ") + "]}"
        try Data(backup.utf8).write(to: URL(fileURLWithPath: folder + "/b.json"))
        let imported = try await run(["import", folder + "/b.json"] + store)
        #expect(imported.status == .success, "\(imported.errors)")
        func ids(_ arguments: [String]) async throws -> [String] {
            try await run(arguments + store).output.split(separator: "\n").map {
                String($0.split(separator: "\t")[0])
            }
        }
        #expect(try await ids(["ls", "--sort", "completed"]) == ["2", "3", "1", "4"])
        #expect(try await ids(["ls", "--done", "--sort", "completed", "--reverse"]) == ["4", "1", "3"])
    }

    // MARK: - Helpers

    private func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
        input: [String] = [], asking: Bool = false
    ) async throws -> (status: CrewCLI.ExitStatus, output: String, errors: String) {
        let console = TestConsole(isTerminal: terminal, input: input, asking: asking)
        // No config file of the person running the tests: a folder of this test's own.
        var environment = environment
        if environment["XDG_CONFIG_HOME"] == nil { environment["XDG_CONFIG_HOME"] = try newFolder() }
        environment["NO_COLOR"] = "1"
        let status = await CrewApplication.run(
            arguments: arguments, environment: environment, console: console.console)
        return (status, console.output.text, console.errors.text)
    }

    private func newFolder() throws -> String {
        let path = scratch + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
