import DataTestSupport
import Foundation
import Testing

@Suite("crew end to end: output for people and for scripts")
struct OutputTests {
    @Test("a pipe gets TSV without escape codes, even with a color-capable TERM")
    func pipeGetsTSV() throws {
        let sandbox = try Sandbox()
        try fill(sandbox)
        let run = try sandbox.crew(["items", "list"])
        #expect(!run.output.contains("\u{1B}"))
        #expect(
            run.outputLines.allSatisfy {
                $0.split(separator: "\t", omittingEmptySubsequences: false).count == 7
            })
        #expect(run.output.contains("Fix the 🚲 (it's \"urgent\")"))
    }

    @Test(
        "--json parses with python3 -m json.tool, and importing it into another store reproduces every field")
    func jsonRoundTrip() throws {
        let sandbox = try Sandbox()
        try fill(sandbox)
        let exported = try sandbox.crew(["items", "list", "--json"]).output
        let validated = try runTool(["python3", "-m", "json.tool"], input: exported)
        #expect(validated.status == 0, "\(validated.errors)")

        let file = sandbox.path("export.json")
        try exported.write(toFile: file, atomically: true, encoding: .utf8)
        let target = ["--store", sandbox.path("target.db")]
        try sandbox.crew(target + ["users", "add", "--name", "Ada", "--email", "ada@example.com"])
        let imported = try sandbox.crew(target + ["items", "import", file])
        #expect(imported.output == "Imported 4 items.\n", "\(imported.errors)")
        #expect(try sandbox.crew(target + ["items", "list", "--json"]).output == exported)
    }

    @Test("TSV from a listing imports too, all or nothing, with the line of a bad record")
    func tsvImport() throws {
        let sandbox = try Sandbox()
        try fill(sandbox)
        let tsv = try sandbox.crew(["items", "list"]).output
        let target = ["--store", sandbox.path("tsv.db")]
        try sandbox.crew(target + ["users", "add", "--name", "Ada", "--email", "ada@example.com"])
        #expect(try sandbox.crew(target + ["items", "import", "-"], input: tsv).status == 0)
        #expect(try sandbox.crew(target + ["items", "list"]).output == tsv)

        let broken = "new one\nanother\n\tmaybe\t\tbad status\n"
        let run = try sandbox.crew(target + ["items", "import", "-"], input: broken)
        #expect(run.status == 1, "a file that is wrong is not a usage error")
        #expect(!run.errors.contains("Usage:"))
        #expect(
            run.errorLines.first
                == "Error: Cannot import standard input, line 3: The status 'maybe' is neither 'pending' nor 'done'."
        )
        #expect(try sandbox.crew(target + ["items", "list"]).output == tsv)

        let missingOwner = "[\n {\"name\": \"fine\"},\n {\"name\": \"orphan\", \"owner\": 9}\n]"
        let refused = try sandbox.crew(target + ["items", "import", "-"], input: missingOwner)
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: Nothing was imported; line 3: There is no user 9.\n")
        #expect(try sandbox.crew(target + ["items", "list"]).output == tsv)
    }

    @Test("a terminal gets a colored, aligned table; NO_COLOR, --no-color and TERM=dumb turn color off")
    func terminalTable() throws {
        let sandbox = try Sandbox()
        try fill(sandbox)
        let colored = try onTerminal(sandbox, ["items", "list"])
        #expect(colored.contains("\u{1B}[1mID  STATUS   OWNER  NAME"))
        #expect(colored.contains("1 of 4 done"))
        for (arguments, environment) in [
            (["--no-color"], [String: String]()), ([], ["NO_COLOR": "1"]), ([], ["TERM": "dumb"]),
        ] {
            let plain = try onTerminal(sandbox, ["items", "list"] + arguments, environment: environment)
            #expect(!plain.contains("\u{1B}["), "\(arguments) \(environment)")
            #expect(plain.contains("ID  STATUS   OWNER  NAME"))
        }
    }

    @Test("CREW_TRACE=1 logs each state a view model emits on standard error, one line each")
    func trace() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["items", "add", "Buy milk"], environment: ["CREW_TRACE": "1"])
        #expect(run.output == "Added item 1: Buy milk\n")
        // The first state and the confirmed one: a one-shot add shows no rows to save.
        #expect(run.errorLines.count == 2)
        #expect(run.errorLines.allSatisfy { $0.hasPrefix("trace: ItemChange(") })
    }

    @Test("the JSON schema the user guide documents is what crew writes, keys in that order")
    func documentedSchema() throws {
        let guide = try String(
            contentsOf: DocumentationTests.repository.appendingPathComponent("Documentation/UserGuide.md"),
            encoding: .utf8)
        let documented = guide.split(separator: "\n").filter {
            $0.hasPrefix("| item |") || $0.hasPrefix("| user |")
        }
        #expect(documented.count == 2, "the guide's schema table has an item and a user row")
        let sandbox = try Sandbox()
        try fill(sandbox)
        // A note, so that the note's own keys are written as the guide's example shows them.
        try sandbox.crew(["items", "note", "1", "Oat, not soy"])
        let written = [
            "item": try sandbox.crew(["items", "list", "--json"]).outputLines[1],
            "user": try sandbox.crew(["users", "show", "1", "--json"]).output,
        ]
        for row in documented {
            let entity = row.hasPrefix("| item |") ? "item" : "user"
            #expect(keys(in: String(row)) == keys(in: written[entity] ?? ""), "\(entity): \(row)")
        }
    }

    // MARK: - Helpers

    /// The object keys of a line of JSON, in order.
    private func keys(in text: String) -> [String] {
        text.matches(of: /"(\w+)":/).map { String($0.output.1) }
    }

    private func fill(_ sandbox: Sandbox) throws {
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@example.com"])
        for arguments in [
            ["items", "add", "Buy milk", "--user", "1"], ["items", "add", "Fix the 🚲 (it's \"urgent\")"],
            ["items", "add", "'); DROP TABLE items;--"], ["items", "add", "שלום 100% done_ish"],
        ] {
            try sandbox.crew(arguments)
        }
        try sandbox.crew(["items", "done", "3"])
    }

    /// Runs crew on a pseudo-terminal through `script`, which makes standard output a TTY.
    private func onTerminal(_ sandbox: Sandbox, _ arguments: [String], environment: [String: String] = [:])
        throws -> String
    {
        let command = ([try Sandbox.binary().path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let run = try runTool(
            ["script", "-qec", command, "/dev/null"], input: "",
            environment: sandbox.environment.merging(environment) { $1 })
        return run.output.replacingOccurrences(of: "\r", with: "")
    }

    @Test(
        "--json=FIELDS (or --json FIELDS) prints only those keys, in the documented order, on every command with --json"
    )
    func jsonFields() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.org"])
        try sandbox.crew(["items", "add", "Buy milk", "--due", "2027-01-15", "--user", "ada"])
        let listed = try sandbox.crew(["items", "list", "--json", "name,due"])
        #expect(
            listed.output == "[\n  {\"name\": \"Buy milk\", \"due\": \"2027-01-15\"}\n]\n", "\(listed.errors)"
        )
        #expect(
            try sandbox.crew(["items", "list", "--json=due,id"]).output
                == "[\n  {\"id\": 1, \"due\": \"2027-01-15\"}\n]\n")
        #expect(
            try sandbox.crew(["items", "done", "1", "--json", "id,done"]).output
                == "[{\"id\": 1, \"done\": true}]\n")
        #expect(try sandbox.crew(["items", "done", "--json", "1"]).output.hasPrefix("[{\"id\": 1, \"name\""))
        #expect(
            try sandbox.crew(["items", "rename", "1", "Oat milk", "--json=name"]).output
                == "{\"name\": \"Oat milk\"}\n")
        #expect(
            try sandbox.crew(["users", "list", "--json=email"]).output
                == "[\n  {\"email\": \"ada@example.org\"}\n]\n")
        #expect(
            try sandbox.crew(["users", "show", "1", "--json=id,name"]).output
                == "{\"id\": 1, \"name\": \"Ada Lovelace\"}\n")
        // Four changes so far: the user, the item, done, the rename.
        #expect(try sandbox.crew(["log", "--json=id", "--limit", "1"]).output == "[{\"id\": 4}]\n")
        // Plain --json keeps every field.
        #expect(try sandbox.crew(["items", "list", "--json"]).output.contains("\"uuid\""))
        for arguments in [["items", "list", "--json", "nmae"], ["items", "list", "--json=id,nope"]] {
            let refused = try sandbox.crew(arguments)
            #expect(refused.status == 64, "\(arguments)")
            #expect(
                refused.errors.contains("the fields are id, name, done, owner, due, priority, tags"),
                "\(refused.errors)")
            #expect(refused.output.isEmpty)
        }
        let shell = try sandbox.crew(["shell"], input: "list --json=id,done\nquit\n")
        #expect(shell.output.contains("[{\"id\": 1, \"done\": true}]"), "\(shell.output) \(shell.errors)")
    }
}
