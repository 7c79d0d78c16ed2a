import DataTestSupport
import Foundation
import Testing

@Suite("crew end to end: local store")
struct LocalCommandsTests {
    @Test(
        "a first listing lists nothing and makes nothing; the first change creates the default store (0600 in a 0700 folder)"
    )
    func firstUse() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["items", "list"])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
        #expect(try sandbox.crew(["items", "add", "first"]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.defaultStore)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: sandbox.path("data/crew"))
        #expect(folder[.posixPermissions] as? Int == 0o700)
    }

    @Test("every command works, and each change prints one line naming what changed")
    func tour() throws {
        let sandbox = try Sandbox()
        #expect(
            try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "Ada@Example.com"]).output
                == "Added user 1: Ada Lovelace <ada@example.com>\n")
        #expect(try sandbox.crew(["users", "add", "--name=Bob", "--email=bob@example.com"]).status == 0)
        #expect(
            try sandbox.crew(["items", "add", "Buy milk", "--user", "1"]).output == "Added item 1: Buy milk\n"
        )
        #expect(try sandbox.crew(["items", "add", "Call Bob"]).output == "Added item 2: Call Bob\n")
        #expect(try sandbox.crew(["items", "add", "Fix the 🚲"]).status == 0)
        #expect(
            try sandbox.crew(["items", "done", "2", "3"]).output
                == "Completed item 2: Call Bob\nCompleted item 3: Fix the 🚲\n")
        #expect(try sandbox.crew(["items", "reopen", "3"]).output == "Reopened item 3: Fix the 🚲\n")
        #expect(
            try sandbox.crew(["items", "rename", "3", "Fix the bike"]).output
                == "Renamed item 3: Fix the bike\n")
        #expect(
            try sandbox.crew(["items", "assign", "3", "--user", "2"]).output
                == "Assigned item 3 to Bob: Fix the bike\n")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "1\tpending\t1\tBuy milk\t\t\t\n3\tpending\t2\tFix the bike\t\t\t\n2\tdone\t\tCall Bob\t\t\t\n"
        )
        #expect(try sandbox.crew(["items", "list", "--done"]).output == "2\tdone\t\tCall Bob\t\t\t\n")
        #expect(
            try sandbox.crew(["items", "list", "--user", "2"]).output == "3\tpending\t2\tFix the bike\t\t\t\n"
        )
        #expect(try sandbox.crew(["items", "list", "--unowned"]).output == "2\tdone\t\tCall Bob\t\t\t\n")
        #expect(
            try sandbox.crew(["items", "list", "--search", "BIKE"]).output
                == "3\tpending\t2\tFix the bike\t\t\t\n")
        // Several words, in any order: each must be in the name.
        #expect(
            try sandbox.crew(["items", "list", "-s", "bike fix"]).output
                == "3\tpending\t2\tFix the bike\t\t\t\n")
        #expect(try sandbox.crew(["items", "list", "-s", "bike milk"]).output.isEmpty)
        #expect(
            try sandbox.crew(["items", "list", "--limit", "1"]).output == "1\tpending\t1\tBuy milk\t\t\t\n")
        #expect(
            try sandbox.crew(["users", "list", "--search", "ada"]).output
                == "1\tAda Lovelace\tada@example.com\n")
        #expect(try sandbox.crew(["users", "show", "1"]).output == "1\tAda Lovelace\tada@example.com\n")
        #expect(
            try sandbox.crew(["users", "edit", "2", "--name", "Robert"]).output
                == "Updated user 2: Robert <bob@example.com>\n")
        #expect(
            try sandbox.crew(["items", "assign", "3", "--none"]).output == "Unassigned item 3: Fix the bike\n"
        )
        #expect(
            try sandbox.crew(["users", "remove", "1", "--reassign-to", "2"]).output
                == "Removed Ada Lovelace (1); their 1 item now belongs to Robert (2)\n")
        #expect(
            try sandbox.crew(["items", "list", "--user", "2"]).output == "1\tpending\t2\tBuy milk\t\t\t\n")
        #expect(try sandbox.crew(["users", "remove", "2", "--release-items"]).status == 0)
        #expect(try sandbox.crew(["items", "remove", "1"]).output == "Removed item 1: Buy milk\n")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "3\tpending\t\tFix the bike\t\t\t\n2\tdone\t\tCall Bob\t\t\t\n")
    }

    @Test("--json prints the changed entity, so a script can read the new id")
    func jsonChanges() throws {
        let sandbox = try Sandbox()
        #expect(
            try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@example.com", "--json"]).output
                .contains(
                    /^\{"id": 1, "name": "Ada", "email": "ada@example.com", "uuid": "[0-9a-f-]{36}"\}\n$/))
        // The times are the clock's: their shape is checked, not their value.
        let added = try sandbox.crew(["items", "add", "Buy milk", "--user", "1", "--json"]).output
        #expect(
            added.contains(
                /^\{"id": 1, "name": "Buy milk", "done": false, "owner": 1, "due": null, "priority": null, "tags": \[\], "created": "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", "completed": null, "uuid": "[0-9a-f-]{36}", "every": null, "notes": \[\], "estimate": null\}\n$/
            ), "\(added)")
        let done = try sandbox.crew(["items", "done", "1", "--json"]).output
        #expect(
            done.contains(
                /^\[\{"id": 1, "name": "Buy milk", "done": true, "owner": 1, "due": null, "priority": null, "tags": \[\], "created": "[0-9T:Z-]{20}", "completed": "[0-9T:Z-]{20}", "uuid": "[0-9a-f-]{36}", "every": null, "notes": \[\], "estimate": null\}\]\n$/
            ), "\(done)")
    }

    @Test(
        "usage errors print one Error line and a Usage line, exit 64, and leave the store byte-identical",
        arguments: [
            ["frobnicate"], ["items", "frobnicate"], ["items", "add", "x", "--frobnicate"],
            ["items", "add", "x", "--user"],
            ["items", "done", "abc"], ["items", "done", "0"], ["items", "done", "-3"],
            ["items", "done", "99999999999999999999"],
            ["items", "done", "1", "abc"], ["users", "show", "0"],
            ["users", "add", "--name", "Ada", "--email", "not-an-email"],
            ["users", "add", "--name", "", "--email", "a@b.co"],
            ["users", "add", "--name", "   ", "--email", "a@b.co"],
            ["items", "add", ""], ["items", "add", " \t "],
            ["items", "add", String(repeating: "x", count: 201)],
            ["users", "add", "--name", String(repeating: "n", count: 101), "--email", "a@b.co"],
            ["items", "add", "two\nlines"],
            ["items", "list", "--search", " "], ["items", "list", "--limit", "0"], ["items", "assign", "1"],
            ["users", "remove", "1", "--reassign-to", "2", "--release-items"], ["items", "rename", "1"],
        ])
    func usageErrors(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Existing"])
        let folder = sandbox.path("data/crew")
        let before = sandbox.snapshot(of: folder)
        let run = try sandbox.crew(arguments)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.count == 3, "\(run.errors)")
        #expect(run.errorLines.first?.hasPrefix("Error: ") == true)
        #expect(run.errorLines.dropFirst().first?.hasPrefix("Usage: crew") == true)
        #expect(!run.errors.contains("Fatal error") && !run.errors.contains("Stack dump"))
        #expect(sandbox.snapshot(of: folder) == before)
    }

    @Test("bad input on a fresh machine does not even create the store")
    func badInputCreatesNothing() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.crew(["items", "add", ""]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
    }

    @Test(
        "not found, a duplicate e-mail and removing a user who owns items fail with exit 1 and a precise message"
    )
    func failures() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@example.com"])
        try sandbox.crew(["items", "add", "Buy milk", "--user", "1"])
        let cases: [([String], String)] = [
            (["items", "done", "42"], "Error: There is no item 42."),
            (["items", "rename", "42", "x"], "Error: There is no item 42."),
            (["users", "show", "7"], "Error: There is no user 7."),
            (["items", "add", "x", "--user", "7"], "Error: There is no user 7."),
            (
                ["users", "add", "--name", "Other", "--email", "ADA@example.com"],
                "Error: ada@example.com is already registered."
            ),
            (
                ["users", "remove", "1"],
                "Error: User 1 still owns 1 item; reassign or release it first. Use --reassign-to <user> or --release-items."
            ),
        ]
        for (arguments, message) in cases {
            let run = try sandbox.crew(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.errors == message + "\n", "\(arguments)")
        }
        #expect(try sandbox.crew(["items", "list"]).output == "1\tpending\t1\tBuy milk\t\t\t\n")
    }

    @Test("8 concurrent processes adding 50 items each: exactly 400 items, no 'database is locked'")
    func concurrentAdds() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "list"])
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for process in 1...8 {
                group.addTask {
                    var failures: [String] = []
                    for index in 1...50 {
                        let run = try sandbox.crew(["items", "add", "process \(process) item \(index)"])
                        if run.status != 0 { failures.append(run.errors) }
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        let listed = try sandbox.crew(["items", "list"]).outputLines
        #expect(listed.count == 400)
        #expect(Set(listed.map { $0.split(separator: "\t")[0] }).count == 400)
    }

    @Test("a store path pointing at a garbage file: exit 1, a clear message, the file byte-identical")
    func garbageStore() throws {
        let sandbox = try Sandbox()
        let garbage = sandbox.path("diary.txt")
        let bytes = Data("Dear diary, today I wrote no SQL.\n".utf8) + Data((0..<300).map { UInt8($0 % 256) })
        try bytes.write(to: URL(fileURLWithPath: garbage))
        for arguments in [["items", "list"], ["items", "add", "x"], ["users", "list"]] {
            let run = try sandbox.crew(["--store", garbage] + arguments)
            #expect(run.status == 1)
            #expect(run.errors == "Error: \(garbage) is not a crew database (left untouched)\n")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: garbage)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: garbage + "-wal"))
    }

    @Test("CREW_STORE and --store choose the store")
    func storeSelection() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(
            ["items", "add", "in env store"], environment: ["CREW_STORE": sandbox.path("env.db")])
        try sandbox.crew(["--store", sandbox.path("flag.db"), "items", "add", "in flag store"])
        #expect(
            try sandbox.crew(["items", "list"], environment: ["CREW_STORE": sandbox.path("env.db")]).output
                == "1\tpending\t\tin env store\t\t\t\n")
        #expect(
            try sandbox.crew(["items", "list", "--store", sandbox.path("flag.db")]).output
                == "1\tpending\t\tin flag store\t\t\t\n")
        #expect(try sandbox.crew(["items", "list", "--in-memory"]).output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
    }

    @Test("help and version exit 0 on standard output")
    func helpAndVersion() throws {
        let sandbox = try Sandbox()
        let help = try sandbox.crew(["help", "items", "add"])
        #expect(help.status == 0)
        #expect(help.output == (try sandbox.crew(["items", "add", "--help"])).output)
        #expect(
            help.output.hasPrefix(
                "OVERVIEW: Add an item.\n\nUSAGE: crew items add <name> [--user <user>] [--due <date>] [--priority <priority>] [--tag <tag> ...] [--every <period>] [--estimate <duration>] [--json[=<fields>]]\n"
            ))
        #expect(try sandbox.crew(["--version"]).output.hasPrefix("crew "))
        // crew alone in a pipe is the day's report, as TSV: nothing here, on an empty store.
        let bare = try sandbox.crew([])
        #expect(bare.status == 0)
        #expect(bare.output.isEmpty && bare.errors.isEmpty)
    }

    @Test(
        "the config file sets the store, me and color once; flags beat the environment, which beats the file; crew config says where each came from"
    )
    func configFile() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent(".config/crew")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("config")
        let team = sandbox.path("team.sqlite3")
        try Data("# set once\nstore = \"\(team)\"\nme = ada   # that is me\ncolor = always\n".utf8).write(
            to: config)
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.org"])
        try sandbox.crew(["users", "add", "--name", "Bob Smith", "--email", "bob@example.org"])
        let added = try sandbox.crew(["items", "add", "Mine", "--user", "me"])
        #expect(added.status == 0, "\(added.errors)")
        try sandbox.crew(["items", "add", "Bob's", "--user", "bob"])
        #expect(FileManager.default.fileExists(atPath: team), "the file's store is used")
        let mine = try sandbox.crew(["items", "list", "--user", "me", "--no-color"])
        #expect(mine.outputLines == ["1\tpending\t1\tMine\t\t\t"])
        // color = always colors what has color (an error) in a pipe too; --no-color beats it.
        #expect(try sandbox.crew(["items", "done", "99"]).errors.contains("\u{1B}["))
        #expect(!(try sandbox.crew(["items", "done", "99", "--no-color"]).errors.contains("\u{1B}[")))
        let shown = try sandbox.crew(["config", "--no-color"]).outputLines
        #expect(
            shown == [
                "store\t\(team)\t\(config.path) line 2", "api-url\tnone\tdefault",
                "me\tada\t\(config.path) line 3", "color\tnever\t--no-color", "confirm\tbulk\tdefault",
            ])
        let other = sandbox.path("other.sqlite3")
        let overridden = try sandbox.crew(["config"], environment: ["CREW_STORE": other, "NO_COLOR": "1"])
            .outputLines
        #expect(overridden.first == "store\t\(other)\tCREW_STORE")
        #expect(try sandbox.crew(["--store", team, "config"]).outputLines.first == "store\t\(team)\t--store")
        let shell = try sandbox.crew(["shell"], input: "list --user me --json=name\nquit\n")
        #expect(shell.output.contains("[{\"name\": \"Mine\"}]"), "\(shell.output) \(shell.errors)")
        // A bad line stops every command that needs the settings, naming it; help still answers.
        try Data("store = x\ncolour = never\n".utf8).write(to: config)
        let refused = try sandbox.crew(["items", "list"])
        #expect(refused.status == 78, "EX_CONFIG, with no usage line")
        #expect(!refused.errors.contains("Usage:"))
        #expect(
            refused.errors.hasPrefix("Error: \(config.path) line 2: unknown key 'colour'"),
            "\(refused.errors)")
        #expect(try sandbox.crew(["items", "list", "--help"]).status == 0)
        try FileManager.default.removeItem(at: config)
        let nobody = try sandbox.crew(["items", "list", "--user", "me"])
        #expect(nobody.status == 64)
        #expect(nobody.errors.hasPrefix("Error: 'me' names nobody yet"))
    }
}
