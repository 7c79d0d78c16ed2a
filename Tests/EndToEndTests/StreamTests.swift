import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What crew reads and writes through its standard streams: a write that fails is an error,
/// never a silent success, and what it reads is bounded.
@Suite("crew end to end: standard streams")
struct StreamTests {
    /// Runs `script` in sh with `$C` the crew binary, in the sandbox's environment.
    private func sh(_ sandbox: Sandbox, _ script: String) throws -> ProgramRun {
        try runTool(
            ["sh", "-c", script, "sh"], input: "",
            environment: sandbox.environment.merging(["C": try Sandbox.binary().path]) { $1 })
    }

    @Test(
        "a backup to standard output that cannot be written is an error, exit 1",
        arguments: [
            ("\"$C\" export - > /dev/full", "Error: Cannot write to standard output: the disk is full."),
            ("\"$C\" export - >&-", "Error: Cannot write to standard output: it is closed."),
            ("\"$C\" items list >&-", "Error: Cannot write to standard output: it is closed."),
            (
                "\"$C\" items list --json > /dev/full",
                "Error: Cannot write to standard output: the disk is full."
            ),
        ])
    func failedWrites(script: String, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "kept"])
        let run = try sh(sandbox, script)
        #expect(run.status == 1)
        #expect(run.errors == error + "\n")
    }

    @Test("a closed standard output never lets the store's file take its place")
    func closedOutputKeepsStoreIntact() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "kept"])
        _ = try sh(sandbox, "\"$C\" items list >&-; \"$C\" items add second >&-")
        #expect(try sandbox.query(sandbox.defaultStore, "PRAGMA integrity_check") == "ok")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "1\tpending\t\tkept\t\t\t\n2\tpending\t\tsecond\t\t\t\n")
    }

    @Test("a reader that goes away ends the output quietly")
    func readerGoneIsQuiet() throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("many.tsv")
        try Data((1...20_000).map { "item \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
        try sandbox.crew(["items", "import", file])
        let run = try sh(sandbox, "\"$C\" items list | head -1")
        #expect(run.output == "1\tpending\t\titem 1\t\t\t\n")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("beyond ulimit -f a write is a sentence, not death by SIGXFSZ")
    func fileSizeLimit() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "kept"])
        let run = try sh(
            sandbox,
            "ulimit -f 1; \"$C\" items add more 2>&1 | cat; \"$C\" export - 2>&1 > '\(sandbox.path("b.json"))' | cat"
        )
        // A crew built for `make coverage` also says that it cannot write its profile under the
        // limit: that line is the instrumentation's, not crew's.
        let lines = run.outputLines.filter { !$0.hasPrefix("LLVM Profile Error") }
        #expect(run.status == 0)
        #expect(lines.count == 2, "\(run.output)")
        #expect(lines.allSatisfy { $0.hasPrefix("Error: ") && $0.contains("ulimit -f") }, "\(run.output)")
    }

    @Test(
        "standard input that is endless, a folder or closed is refused with a sentence, and nothing is imported",
        arguments: [
            (
                "\"$C\" import - < /dev/zero",
                "Error: Cannot read standard input: it holds more than 512 MiB, the most crew reads at once."
            ),
            (
                "\"$C\" items import - < /dev/zero",
                "Error: Cannot read standard input: it holds more than 512 MiB, the most crew reads at once."
            ),
            ("\"$C\" items import - < /tmp", "Error: Cannot read standard input: it is a folder."),
            ("\"$C\" items import - <&-", "Error: Cannot read standard input: it is closed."),
            ("\"$C\" import - <&-", "Error: Cannot read standard input: it is closed."),
        ])
    func unreadableInput(script: String, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "kept"])
        let before = try sandbox.dump(sandbox.defaultStore)
        let run = try sh(sandbox, script)
        #expect(run.status == 1)
        #expect(run.errors == error + "\n")
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
    }

    @Test("a backup read through a pipe (a process substitution) is imported")
    func importFromPipe() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "kept"])
        let backup = sandbox.path("b.json")
        try sandbox.crew(["export", backup])
        let run = try runTool(
            [
                "bash", "-c", "\"$1\" --store \"$2\" import <(cat \"$3\")", "bash", try Sandbox.binary().path,
                sandbox.path("new.db"), backup,
            ],
            input: "", environment: sandbox.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "Imported 0 users and 1 item.\n")
    }

    @Test("a file that cannot be read says why, with the path escaped on one line")
    func unreadableFile() throws {
        let sandbox = try Sandbox()
        let missing = sandbox.path("no\n\u{1B}[31mError: such")
        let run = try sandbox.crew(["import", missing])
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(
            run.errors.contains("no\\n\\u{1B}[31mError: such: no such file or directory."), "\(run.errors)")
    }
}
