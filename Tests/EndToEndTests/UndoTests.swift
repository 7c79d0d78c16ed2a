import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 8: `crew undo` puts back what each change did, and the bulk-delete prompt.
@Suite("crew end to end: undo and the prompt before bulk deletes")
struct UndoTests {
    @Test(
        "undo restores exactly what each command changed, with the same ids",
        arguments: [
            ["items", "add", "new", "--user", "1"], ["items", "done", "1", "2"], ["items", "reopen", "3"],
            ["items", "rename", "1", "renamed"], ["items", "assign", "2", "--user", "1"],
            ["items", "assign", "3", "--none"],
            ["items", "remove", "1", "3"], ["users", "add", "--name", "Chloé", "--email", "chloe@x.org"],
            ["users", "edit", "1", "--name", "Ada Byron", "--email", "byron@x.org"],
            ["users", "remove", "2", "--reassign-to", "1"], ["users", "remove", "2", "--release-items"],
            ["items", "import", "-"], ["import", "-"],
        ])
    func undoEachCommand(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try seed(sandbox)
        let before = try sandbox.dump(sandbox.defaultStore)
        let input =
            arguments.first == "import"
            ? "{\"format\": \"crew\", \"version\": 1, \"users\": [{\"id\": 1, \"name\": \"New\", \"email\": \"new@x.org\"}], \"items\": [{\"id\": 1, \"name\": \"from a backup\", \"done\": false, \"owner\": 1}]}"
            : "imported one\nimported two\n"
        let changed = try sandbox.crew(arguments, input: input)
        #expect(changed.status == 0, "\(changed.errors)")
        #expect(try sandbox.dump(sandbox.defaultStore) != before)
        let undone = try sandbox.crew(["undo"])
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(undone.output.hasPrefix("Undid change "))
        #expect(try userRows(sandbox) == seededUsers)
        #expect(try itemRows(sandbox) == seededItems)
    }

    @Test(
        "while undo takes back a 100,000-item import of tagged items, another process's add waits and lands")
    func addDuringLargeUndo() throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("tagged.tsv")
        try Data((1...100_000).map { "\tpending\t\titem \($0)\t\t\tt\($0 % 50),x\($0 % 7)\n" }.joined().utf8)
            .write(
                to: URL(fileURLWithPath: file))
        #expect(try sandbox.crew(["items", "import", file]).status == 0)
        let crew = try Sandbox.binary().path
        // The add starts while the undo holds the write lock (it reads and removes 100,000 rows).
        let run = try runTool(
            [
                "sh", "-c", "\"$1\" undo > \"$2\" & sleep 0.3; \"$1\" items add during; wait", "sh", crew,
                sandbox.path("undo.out"),
            ], input: "", environment: sandbox.environment)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.output.hasPrefix("Added item "), "\(run.output)")
        let undo = try String(contentsOfFile: sandbox.path("undo.out"), encoding: .utf8)
        let left = try sandbox.crew(["items", "list"]).outputLines
        if undo.hasPrefix("Undid change 1: imported 100000 items") {
            #expect(left.count == 1 && left[0].hasSuffix("\tduring\t\t\t"), "\(left.count) rows left")
        } else {
            // The add came first after all (a slow start): the undo took it back, whole.
            #expect(undo.hasPrefix("Undid change 2: added item"), "\(undo)")
            #expect(left.count == 100_000)
        }
    }

    @Test("a thousand imports that add nothing leave the last real change to undo")
    func emptyChangesKeepUndo() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "real"])
        let backup = sandbox.path("empty.json")
        try "{\"format\": \"crew\", \"version\": 1, \"users\": [], \"items\": []}".write(
            toFile: backup, atomically: true, encoding: .utf8)
        let crew = try Sandbox.binary().path
        let run = try runTool(
            [
                "sh", "-c", "for i in $(seq 1001); do \"$1\" import \"$2\" >/dev/null || exit 1; done", "sh",
                crew, backup,
            ],
            input: "", environment: sandbox.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try sandbox.crew(["log"]).outputLines.count == 1)
        #expect(try sandbox.crew(["undo"]).output.hasPrefix("Undid change 1: added item 1"))
    }

    @Test("a hundred undos walk a store back to empty; then there is nothing to undo")
    func undoToEmpty() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        try sandbox.crew(["items", "import", "-"], input: (1...40).map { "item \($0)\n" }.joined())
        for index in 1...98 {
            let arguments =
                switch index % 3 {
                case 0: ["items", "add", "extra \(index)", "--user", "1"]
                case 1: ["items", "done", String(index % 40 + 1)]
                default: ["items", "rename", String(index % 40 + 1), "renamed \(index)"]
                }
            #expect(try sandbox.crew(arguments).status == 0, "\(arguments)")
        }
        let log = try sandbox.crew(["log", "--limit", "200"])
        #expect(log.outputLines.count == 100)
        for undo in 1...100 {
            let run = try sandbox.crew(["undo"])
            #expect(run.status == 0, "undo \(undo): \(run.errors)")
        }
        #expect(try sandbox.crew(["items", "list"]).output.isEmpty)
        #expect(try sandbox.crew(["users", "list"]).output.isEmpty)
        let nothing = try sandbox.crew(["undo"])
        #expect(nothing.status == 1)
        #expect(nothing.errors == "Error: Nothing to undo.\n")
    }

    @Test("after kill -9 in the middle of an import, undo leaves a consistent store")
    func undoAfterKilledImport() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "before the import"])
        let file = sandbox.path("many.tsv")
        try Data((1...150_000).map { "imported \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
        let process = try Subprocess.start(
            [try Sandbox.binary().path, "items", "import", file], environment: sandbox.environment,
            input: "/dev/null",
            output: sandbox.path("import.out"), errors: sandbox.path("import.err"))
        try await Task.sleep(for: .milliseconds(700))
        kill(process.pid, SIGKILL)
        _ = process.wait()
        let count = Int(try sandbox.query(sandbox.defaultStore, "SELECT count(*) FROM items")) ?? -1
        #expect([1, 150_001].contains(count))
        let undone = try sandbox.crew(["undo"])
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(try sandbox.query(sandbox.defaultStore, "PRAGMA integrity_check") == "ok")
        let after = Int(try sandbox.query(sandbox.defaultStore, "SELECT count(*) FROM items")) ?? -1
        #expect(after == (count == 1 ? 0 : 1))
        #expect(try sandbox.crew(["items", "list"]).status == 0)
    }

    @Test("with an API and nothing waiting to be sent, undo refuses and changes nothing")
    func undoRefusedWithAnAPI() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let run = try sandbox.crew(["--api-url", server.url, "undo"])
        #expect(run.status == 1)
        #expect(
            run.errors
                == "Error: Undo works on a local store only, or on a change still waiting to be sent: the API keeps no journal of changes.\n"
        )
        // The log says what it is, not what undo is.
        let log = try sandbox.crew(["--api-url", server.url, "log"])
        #expect(log.status == 1)
        #expect(
            log.errors
                == "Error: The log is a local store's journal, and an API keeps none: crew sync --status shows what waits to be sent.\n"
        )
    }

    @Test("removing several items or a user asks on a terminal; no answer, or n, removes nothing")
    func promptOnTerminal() throws {
        let sandbox = try Sandbox()
        try seed(sandbox)
        // Ids typed one by one ask only with confirm = always (by default a filter's items do).
        try Self.confirmAlways(in: sandbox)
        let binary = try Sandbox.binary().path
        for (command, answer, removes) in [
            ("items remove 1 2", "n", false), ("items remove 1 2", "y", true),
            ("users remove 2 --release-items", "yes", true),
        ] {
            let before = try sandbox.dump(sandbox.defaultStore)
            let terminal = try runTool(
                ["script", "-qec", "'\(binary)' \(command)", "/dev/null"], input: answer + "\n",
                environment: sandbox.environment)
            #expect(terminal.output.contains("[y/N]"), "\(command): \(terminal.output)")
            #expect(
                (try sandbox.dump(sandbox.defaultStore) != before) == removes, "\(command) answered \(answer)"
            )
        }
    }

    @Test(
        "a change to several items asks on a terminal, naming them; n changes nothing, --yes and a pipe never ask"
    )
    func bulkChangeAsks() throws {
        let sandbox = try Sandbox()
        try seed(sandbox)
        try Self.confirmAlways(in: sandbox)
        let binary = try Sandbox.binary().path
        for (command, answer, changes) in [
            ("items edit 1 2 --priority high", "n", false), ("items done 1 2", "", false),
            ("items assign 1 2 --user ada", "y", true), ("items reopen 3 1", "yes", true),
        ] {
            let before = try sandbox.dump(sandbox.defaultStore)
            let terminal = try runTool(
                ["script", "-qec", "'\(binary)' \(command)", "/dev/null"], input: answer + "\n",
                environment: sandbox.environment)
            #expect(terminal.output.contains("items ("), "\(command): \(terminal.output)")
            #expect(terminal.output.contains("[y/N]"), "\(command): \(terminal.output)")
            #expect(
                (try sandbox.dump(sandbox.defaultStore) != before) == changes, "\(command) answered \(answer)"
            )
        }
        let asked = try runTool(
            ["script", "-qec", "'\(binary)' items edit 1 2 --priority low", "/dev/null"], input: "n\n",
            environment: sandbox.environment)
        #expect(asked.output.contains("Edit 2 items (1 milk, 2 bread)? [y/N]"), "\(asked.output)")
        #expect(asked.output.contains("Nothing was changed."))
        let confirmed = try runTool(
            ["script", "-qec", "'\(binary)' items edit 1 2 --priority low --yes", "/dev/null"], input: "",
            environment: sandbox.environment)
        #expect(!confirmed.output.contains("[y/N]"))
        #expect(confirmed.output.contains("Updated item 2: bread"))
        let piped = try sandbox.crew(["items", "edit", "1", "2", "--priority", "medium"])
        #expect(piped.status == 0 && !piped.errors.contains("[y/N]"))
    }

    /// `confirm = always` in the sandbox's config file: every change to several items asks.
    private static func confirmAlways(in sandbox: Sandbox) throws {
        let folder = sandbox.path(".config/crew")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data("confirm = always\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
        chmod(folder + "/config", 0o600)
    }

    @Test("by default, ids typed one by one are not asked about; a filter's items are")
    func typedIDsAreNotAsked() throws {
        let sandbox = try Sandbox()
        try seed(sandbox)
        let binary = try Sandbox.binary().path
        let typed = try runTool(
            ["script", "-qec", "'\(binary)' items done 1 2", "/dev/null"], input: "",
            environment: sandbox.environment)
        #expect(!typed.output.contains("[y/N]"), "\(typed.output)")
        #expect(typed.output.contains("Completed item 1"))
        let filtered = try runTool(
            ["script", "-qec", "'\(binary)' items reopen --done", "/dev/null"], input: "n\n",
            environment: sandbox.environment)
        #expect(filtered.output.contains("[y/N]"), "\(filtered.output)")
        #expect(filtered.output.contains("Nothing was changed."))
    }

    @Test("in a pipe, or with --yes, nothing is asked")
    func noPromptInAPipe() throws {
        let sandbox = try Sandbox()
        try seed(sandbox)
        let piped = try sandbox.crew(["items", "remove", "1", "2"])
        #expect(piped.status == 0)
        #expect(!piped.errors.contains("[y/N]") && !piped.output.contains("[y/N]"))
        let binary = try Sandbox.binary().path
        let confirmed = try runTool(
            ["script", "-qec", "'\(binary)' users remove 2 --release-items --yes", "/dev/null"], input: "",
            environment: sandbox.environment)
        #expect(!confirmed.output.contains("[y/N]"))
        #expect(confirmed.output.contains("Removed Bob (2); their 1 item now has no owner"))
    }

    // MARK: - Helpers

    private let seededUsers = "1\tAda\tada@x.org\n2\tBob\tbob@x.org\n"
    private let seededItems = "1\tpending\t1\tmilk\t\t\t\n2\tpending\t2\tbread\t\t\t\n3\tdone\t2\ttea\t\t\t\n"

    /// Two users and three items, one of them done.
    private func seed(_ sandbox: Sandbox) throws {
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        try sandbox.crew(["users", "add", "--name", "Bob", "--email", "bob@x.org"])
        try sandbox.crew(["items", "add", "milk", "--user", "1"])
        try sandbox.crew(["items", "add", "bread", "--user", "2"])
        try sandbox.crew(["items", "add", "tea", "--user", "2"])
        try sandbox.crew(["items", "done", "3"])
        #expect(try userRows(sandbox) == seededUsers)
        #expect(try itemRows(sandbox) == seededItems)
    }

    private func userRows(_ sandbox: Sandbox) throws -> String {
        try sandbox.crew(["users", "list"]).output
    }

    private func itemRows(_ sandbox: Sandbox) throws -> String {
        try sandbox.crew(["items", "list"]).output
    }
}
