import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The files crew makes: where a store name points, what mode a new file gets whatever the
/// umask, that nothing planted is written through, and that nothing is left behind.
@Suite("crew end to end: files crew makes")
struct FileSafetyTests {
    /// Runs `script` in sh in the sandbox, with `$C` the crew binary and `$DIR` the sandbox.
    private func sh(_ sandbox: Sandbox, _ script: String, input: String = "") throws -> ProgramRun {
        var environment = sandbox.environment
        environment["C"] = try Sandbox.binary().path
        environment["DIR"] = sandbox.root.path
        return try runTool(["sh", "-c", "cd \"$DIR\" && " + script], input: input, environment: environment)
    }

    @Test(
        "SQLite's special names are refused as usage errors, and nothing is written",
        arguments: [
            (["--store", ":memory:"], [String: String](), "use --in-memory"),
            ([], ["CREW_STORE": ":memory:"], "use --in-memory"),
            (["--store", "file:x?mode=memory"], [:], "not an SQLite URI"),
            (["--store", "file:foreign.db"], [:], "not an SQLite URI"),
        ])
    func specialNamesRefused(options: [String], environment: [String: String], hint: String) throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            atPath: sandbox.path("work"), withIntermediateDirectories: true)
        let foreign = sandbox.path("work/foreign.db")
        #expect(FileManager.default.createFile(atPath: foreign, contents: Data()))
        chmod(foreign, 0o644)
        var extra = environment
        extra["PWD"] = sandbox.path("work")
        let run = try sandbox.crew(options + ["items", "add", "x"], environment: extra)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: ") && run.errors.contains(hint), "\(run.errors)")
        #expect(!run.output.contains("Added"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
        #expect(try FileManager.default.attributesOfItem(atPath: foreign)[.size] as? Int == 0)
    }

    @Test("under umask 0277 crew makes a store it can use again: the file 0600, its folders 0700")
    func restrictiveUmask() throws {
        let sandbox = try Sandbox()
        let run = try sh(
            sandbox, "umask 0277; \"$C\" items add first && \"$C\" items add second && \"$C\" items list")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.outputLines.suffix(2) == ["1\tpending\t\tfirst\t\t\t", "2\tpending\t\tsecond\t\t\t"])
        #expect(try permissions(sandbox.defaultStore) == 0o600)
        #expect(try permissions(sandbox.path("data/crew")) == 0o700)
        #expect(try permissions(sandbox.path("data")) == 0o700)
    }

    @Test("a backup is 0600 whatever the umask")
    func backupMode() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "kept"])
        let run = try sh(sandbox, "umask 0000; \"$C\" export b.json")
        #expect(run.status == 0, "\(run.errors)")
        #expect(try permissions(sandbox.path("b.json")) == 0o600)
    }

    @Test("completion leaves nothing beside the store it reads: no -wal, no -shm")
    func completionLeavesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        let folder = sandbox.path("data/crew")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["crew.sqlite3"])
        let run = try sandbox.crew(["__complete", "users"])
        #expect(run.output == "1\nada@x.org\nada\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["crew.sqlite3"])
    }

    @Test("an API URL with an impossible port is a usage error that makes no cache file")
    func impossiblePort() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["--api-url", "http://127.0.0.1:99999", "items", "list"])
        #expect(run.status == 64)
        #expect(
            run.errors.hasPrefix(
                "Error: The value 'http://127.0.0.1:99999' is invalid for '--api-url <url>': its port must be from 1 to 65535"
            ))
        #expect(!FileManager.default.fileExists(atPath: sandbox.cacheFolder))
    }

    @Test("SIGTERM during an export removes its temporary file and leaves an earlier backup as it was")
    func terminatedExport() throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("many.tsv")
        try Data((1...60_000).map { "item \($0) with a name long enough to take a while\n" }.joined().utf8)
            .write(
                to: URL(fileURLWithPath: file))
        try sandbox.crew(["items", "import", file])
        let backup = sandbox.path("b.json")
        try sandbox.crew(["export", backup])
        let before = try Data(contentsOf: URL(fileURLWithPath: backup))
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            let export = try Subprocess.start(
                [try Sandbox.binary().path, "export", backup], environment: sandbox.environment,
                input: "/dev/null",
                output: sandbox.path("export.out"), errors: sandbox.path("export.err"))
            // Once the temporary file exists the export is writing it.
            let started = Date()
            while !temporaryFiles(sandbox).contains(where: { $0.hasPrefix(".b.json.crew-") }),
                Date().timeIntervalSince(started) < 20
            {
                usleep(2_000)
            }
            kill(export.pid, signalNumber)
            let status = export.wait()
            #expect(status == 128 + signalNumber, "signal \(signalNumber)")
            #expect(!temporaryFiles(sandbox).contains { $0.contains(".crew-") }, "\(temporaryFiles(sandbox))")
            #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == before)
        }
    }

    private func temporaryFiles(_ sandbox: Sandbox) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)) ?? []
    }

    private func permissions(_ path: String) throws -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return Int(status.st_mode & 0o777)
    }
}
