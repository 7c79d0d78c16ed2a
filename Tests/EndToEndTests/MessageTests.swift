import DataTestSupport
import Foundation
import Testing

/// Each refusal names the rule that was broken, on one line, with the right exit code.
@Suite("crew end to end: errors that name the real rule")
struct MessageTests {
    @Test(
        "a bad tag says what a tag may hold, not that there are too many",
        arguments: [["items", "add", "x", "--tag"], ["items", "list", "--tag"]])
    func badTag(command: [String]) throws {
        let sandbox = try Sandbox()
        for tag in ["b c", "", "о"] {
            let run = try sandbox.crew(command + [tag])
            #expect(run.status == 64)
            #expect(!run.errors.contains("Too many tags"), "\(tag): \(run.errors)")
            #expect(
                run.errorLines.first?.hasPrefix("Error: The value '\(tag)' is invalid for '--tag <tag>'")
                    == true)
        }
        let seventeen = (1...17).flatMap { ["--tag", "t\($0)"] }
        #expect(
            try sandbox.crew(["items", "add", "x"] + seventeen).errorLines.first
                == "Error: Too many tags: at most 16 go together")
    }

    @Test(
        "values out of range say their range",
        arguments: [
            (["items", "done", "99999999999999999999"], "ids stop at 9007199254740991"),
            (["items", "done", "0"], "ids start at 1"),
            (["items", "show", "000"], "ids start at 1"),
            (["items", "reopen", "+0"], "ids start at 1"),
            (["items", "list", "--limit", "99999999999999999999"], "it must be at most 9223372036854775807"),
            (["items", "list", "--limit", "0"], "it must be a positive whole number"),
            (["items", "done", "-3"], "it must be a positive whole number"),
            (["export", ""], "it must name a file, or - for the standard stream"),
            (["import", ""], "it must name a file, or - for the standard stream"),
        ])
    func ranges(arguments: [String], rule: String) throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(arguments)
        #expect(run.status == 64)
        #expect(run.errorLines.first?.hasSuffix(rule) == true, "\(run.errors)")
    }

    @Test("a timeout of 0 is refused with the range it must be in")
    func zeroTimeout() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(
            ["--api-url", "http://127.0.0.1:1", "items", "list"], environment: ["CREW_API_TIMEOUT": "0"])
        #expect(run.status == 64)
        #expect(run.errorLines.first?.hasSuffix("more than 0 and at most 3600") == true, "\(run.errors)")
    }

    @Test("an id an import file gives twice is the file's mistake, named by its lines")
    func duplicateIDInFile() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(
            ["items", "import", "-"],
            input: "[{\"id\": 50, \"name\": \"a\"},\n{\"id\": 50, \"name\": \"b\"}]\n")
        #expect(run.status == 1, "a file that is wrong is not a usage error")
        #expect(!run.errors.contains("Usage:"))
        #expect(
            run.errorLines.first
                == "Error: Cannot import standard input, line 2: The id 50 is given twice in the file (also on line 1)."
        )
        #expect(try sandbox.crew(["items", "list"]).output.isEmpty)
    }

    @Test("a pending item with a completion time is refused, in an items import and in a backup")
    func pendingWithCompletion() throws {
        let sandbox = try Sandbox()
        let item =
            #"{"id": 1, "name": "a", "done": false, "owner": null, "due": null, "priority": null, "tags": [], "created": null, "completed": "2026-01-01T00:00:00Z"}"#
        let items = try sandbox.crew(["items", "import", "-"], input: "[\(item)]")
        #expect(items.status == 1, "as the backup's import: a file that is wrong")
        #expect(items.errors.contains("a pending item (\"done\": false) has no completion time"))
        let backup =
            "{\n  \"format\": \"crew\",\n  \"version\": 1,\n  \"users\": [],\n  \"items\": [\n    \(item)\n  ]\n}\n"
        let restore = try sandbox.crew(["import", "-"], input: backup)
        #expect(restore.status == 1)
        #expect(
            restore.errors
                == "Error: Nothing was imported from standard input: line 6, items[0].completed: a pending item (\"done\": false) has no completion time; crew never writes one.\n"
        )
    }

    @Test("a sentence that ends in a full stop gets no second one")
    func oneFullStop() throws {
        let sandbox = try Sandbox()
        let item =
            #"{"id": 1, "name": "a", "done": false, "owner": null, "due": "2026-13-01", "priority": null, "tags": [], "created": null, "completed": null}"#
        let backup =
            "{\n  \"format\": \"crew\",\n  \"version\": 1,\n  \"users\": [],\n  \"items\": [\n    \(item)\n  ]\n}\n"
        let run = try sandbox.crew(["import", "-"], input: backup)
        #expect(run.errors.hasSuffix("YYYY-MM-DD.\n"), "\(run.errors)")
    }

    @Test("a path or a typed word holding control characters is escaped in errors, on one line")
    func escapedPaths() throws {
        let sandbox = try Sandbox()
        // Under a regular file, so that no folder can be made for it.
        let blocker = sandbox.path("plain.txt")
        try "".write(toFile: blocker, atomically: true, encoding: .utf8)
        let hostile = blocker + "/x\n\u{1B}[31mError: fake"
        for run in [
            try sandbox.crew(["--store", hostile, "items", "list"]),
            try sandbox.crew(["import", hostile]),
            try sandbox.crew(["shell"], input: "d\u{1B}[31mne 1\n"),
        ] {
            #expect(run.status != 0)
            #expect(run.errorLines.filter { $0.hasPrefix("Error:") }.count == 1, "\(run.errors)")
            #expect(!run.errors.contains("\u{1B}"), "\(run.errors)")
        }
    }
}

/// What crew says is what happened: nothing is dropped, kept or refused without a word.
@Suite("crew end to end: nothing happens silently")
struct SilenceTests {
    @Test("a listing from an API says on standard error how many records it left out, and why")
    func skippedRecordsAreCounted() throws {
        let sandbox = try Sandbox()
        let seed = """
            {"users": [{"id": 1, "name": "Ada", "email": "ada@x.org"}, {"id": 2, "name": "", "email": "bad"}],
             "todos": [{"id": 1, "userId": 1, "title": "ok", "completed": false},
                       {"id": 2, "userId": 1, "title": "", "completed": false},
                       {"id": 3, "userId": 99, "title": "orphan", "completed": false}]}
            """
        let server = try FakeAPIServer(seed: seed, in: sandbox)
        let items = try sandbox.crew(["--api-url", server.url, "items", "list"])
        #expect(items.status == 0)
        #expect(items.output == "1\tpending\t1\tok\t\t\t\n")
        #expect(items.errors == "Skipped 2 records the API sent: invalid or without a known owner.\n")
        let users = try sandbox.crew(["--api-url", server.url, "users", "list"])
        #expect(users.output == "1\tAda\tada@x.org\n")
        #expect(users.errors == "Skipped 1 record the API sent: invalid or without a known owner.\n")
    }

    @Test("a store file deleted under a running shell is an error on the next change, never a silent success")
    func deletedStoreUnderShell() throws {
        let sandbox = try Sandbox()
        let store = sandbox.path("shell.sqlite3")
        let run = try runTool(
            [
                "sh", "-c",
                "(echo 'add one'; sleep 0.5; rm -f \"$2\"*; echo 'add two') | \"$1\" --store \"$2\" shell",
                "sh", try Sandbox.binary().path, store,
            ], input: "", environment: sandbox.environment)
        #expect(run.status == 1)
        #expect(run.output == "Added item 1: one\n")
        #expect(
            run.errors
                == "Error: the store at \(store) was removed or replaced since crew opened it: nothing was changed (start crew again)\n"
        )
    }

    @Test(
        "the shell refuses a line past 64 KiB in one sentence, quotes no more than 64 characters, and refuses global options"
    )
    func shellBounds() throws {
        let sandbox = try Sandbox()
        let huge = String(repeating: "x", count: 5_000_000)
        let long = String(repeating: "y", count: 100)
        let run = try sandbox.crew(
            ["shell"],
            input: "\(huge)\nadd fine\n\(long)\nadd x --in-memory\nadd y --store /tmp/elsewhere.db\n")
        #expect(run.status == 1)
        #expect(run.output == "Added item 1: fine\n")
        #expect(
            run.errors.components(separatedBy: "\n") == [
                "Error: The line is longer than 64 KiB, the most crew reads as one line.",
                "Error: unknown command '\(String(repeating: "y", count: 64))…'; type 'help'",
                "Error: --in-memory applies to the whole shell, not to a line: start it as crew --in-memory shell",
                "Error: --store applies to the whole shell, not to a line: start it as crew --store … shell",
                "",
            ])
        #expect(try sandbox.crew(["items", "list"]).outputLines.count == 1)
    }

    @Test(
        "a piped line that is not UTF-8 is refused, as the command line refuses such an argument; the next runs"
    )
    func shellLineNotUTF8() throws {
        let sandbox = try Sandbox()
        let run = try runTool(
            [
                "sh", "-c", "printf 'add caf\\303\\251 \\377\\nadd fine\\n' | \"$1\" shell", "sh",
                try Sandbox.binary().path,
            ],
            input: "", environment: sandbox.environment)
        #expect(run.status == 1)
        #expect(run.output == "Added item 1: fine\n")
        #expect(run.errors == "Error: The line is not valid UTF-8 text.\n")
        #expect(!(try sandbox.crew(["items", "list"]).output.contains("\u{FFFD}")))
    }
}
