import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 9: no crash, no lock-out, no silent damage — one regression test per defect seen.
@Suite("crew end to end: hardening")
struct HardeningTests {
    @Test(
        "a one-character store path in the current folder is a store, not a crash",
        arguments: ["x", " ", "é"])
    func shortStorePaths(name: String) throws {
        let sandbox = try Sandbox()
        let folder = sandbox.path("here")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let binary = try Sandbox.binary().path
        let run = try runTool(
            [
                "sh", "-c",
                "cd \"$1\" && \"$2\" --store \"$3\" items add first && CREW_STORE=\"$3\" \"$2\" items list",
                "sh", folder, binary, name,
            ],
            input: "", environment: sandbox.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "Added item 1: first\n1\tpending\t\tfirst\t\t\t\n")
        #expect(!run.errors.contains("Backtrac"))
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
    }

    @Test("a negative schema version is a clear error, not a crash, and the file is left alone")
    func negativeSchemaVersion() throws {
        let sandbox = try Sandbox()
        let store = sandbox.path("s.db")
        try sandbox.crew(["--store", store, "items", "add", "x"])
        _ = try sandbox.query(store, "PRAGMA user_version = -5")
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let run = try sandbox.crew(["--store", store, "items", "list"])
        #expect(run.status == 1)
        #expect(
            run.errors
                == "Error: \(store) records a schema version crew never wrote (-5); it was left untouched\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test("a reader answers while a long import holds the write lock")
    func readerDuringImport() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "before"])
        let file = sandbox.path("big.tsv")
        try Data((1...100_000).map { "imported \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
        let importer = try Subprocess.start(
            [try Sandbox.binary().path, "items", "import", file], environment: sandbox.environment,
            input: "/dev/null",
            output: sandbox.path("import.out"), errors: sandbox.path("import.err"))
        // The reader starts once the import's transaction is writing (its pages reach the WAL),
        // not after a fixed sleep that a loaded machine would make meaningless. The waits block
        // this thread on purpose: an awaited sleep could resume only after other tests free a
        // thread of the shared pool, long after the import ended.
        let wal = sandbox.defaultStore + "-wal"
        var status: Int32 = 0
        while waitpid(importer.pid, &status, WNOHANG) == 0, Self.size(of: wal) == 0 {
            usleep(20_000)
        }
        let writing = waitpid(importer.pid, &status, WNOHANG) == 0
        let reader = try sandbox.crew(["items", "list", "--limit", "1"])
        let importerStillRunning = writing && waitpid(importer.pid, &status, WNOHANG) == 0
        #expect(reader.status == 0, "\(reader.errors)")
        #expect(reader.output == "1\tpending\t\tbefore\t\t\t\n")
        let importerStatus = importerStillRunning ? importer.wait() : (status >> 8) & 0xFF
        let importerErrors = (try? String(contentsOfFile: sandbox.path("import.err"), encoding: .utf8)) ?? ""
        #expect(importerStatus == 0, "\(importerErrors)")
        #expect(writing, "the import ended before its transaction was seen writing: \(importerErrors)")
        #expect(importerStillRunning, "the reader answered only after the import ended")
        #expect(try sandbox.query(sandbox.defaultStore, "SELECT count(*) FROM items") == "100001")
    }

    @Test("while another process holds the write lock, readers answer and a writer waits for it")
    func heldWriteLock() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "before"])
        let store = sandbox.defaultStore
        // sqlite3 reads its commands from a FIFO this test keeps open, so it holds the lock
        // until told to commit. Opened read-write first: the child's open then does not block.
        let fifo = sandbox.path("commands")
        #expect(mkfifo(fifo, 0o600) == 0)
        let commands = open(fifo, O_RDWR)
        #expect(commands >= 0)
        defer { close(commands) }
        let holder = try Subprocess.start(
            ["sqlite3", store], environment: sandbox.environment, input: fifo,
            output: sandbox.path("sqlite3.out"), errors: sandbox.path("sqlite3.err"))
        let marker = sandbox.path("holding")
        Self.send(
            "BEGIN IMMEDIATE;\nINSERT INTO items (name) VALUES ('uncommitted');\n"
                + ".output \(marker)\n.print holding\n.output stdout\n", to: commands)
        while !FileManager.default.fileExists(atPath: marker) || Self.size(of: marker) == 0 {
            usleep(20_000)
        }

        let reader = try sandbox.crew(["items", "list"])
        #expect(reader.status == 0, "\(reader.errors)")
        #expect(reader.output == "1\tpending\t\tbefore\t\t\t\n")

        let writer = try Subprocess.start(
            [try Sandbox.binary().path, "items", "add", "during"], environment: sandbox.environment,
            input: "/dev/null", output: sandbox.path("add.out"), errors: sandbox.path("add.err"))
        usleep(300_000)
        var status: Int32 = 0
        #expect(waitpid(writer.pid, &status, WNOHANG) == 0, "the writer did not wait for the lock")
        Self.send("COMMIT;\n.quit\n", to: commands)
        #expect(holder.wait() == 0)
        #expect(
            writer.wait() == 0,
            "\((try? String(contentsOfFile: sandbox.path("add.err"), encoding: .utf8)) ?? "")")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "1\tpending\t\tbefore\t\t\t\n2\tpending\t\tuncommitted\t\t\t\n3\tpending\t\tduring\t\t\t\n"
        )
    }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    private static func send(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test("an id beyond 2^53 − 1 is refused by import, and adding still works")
    func hugeIDs() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(
            ["items", "import", "-"], input: "[{\"id\": 9223372036854775807, \"name\": \"big\"}]")
        #expect(run.status == 1, "a file that is wrong is not a usage error")
        #expect(run.errors.contains("between 1 and 9007199254740991"))
        #expect(try sandbox.crew(["items", "add", "next"]).output == "Added item 1: next\n")
        #expect(try sandbox.crew(["items", "done", "9007199254740992"]).status == 64)
    }

    @Test(
        "the import format is told from the content, and what is wrong is said where",
        arguments: [
            ("a\r\nb\r\n", 0, "1\tpending\t\ta\t\t\t\n2\tpending\t\tb\t\t\t\n"),
            ("a\rb\r", 0, "1\tpending\t\ta\t\t\t\n2\tpending\t\tb\t\t\t\n"),
            (
                "{\"name\": \"a\"}\n{\"name\": \"b\", \"done\": true}\n", 0,
                "1\tpending\t\ta\t\t\t\n2\tdone\t\tb\t\t\t\n"
            ),
            ("{\"name\": \"a\"}", 0, "1\tpending\t\ta\t\t\t\n"),
            ("[{\"name\": \"a\", \"id\": 1.5}]", 1, ""),
        ])
    func importFormats(input: String, status: Int32, listed: String) throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["items", "import", "-"], input: input)
        #expect(run.status == status, "\(run.errors)")
        #expect(try sandbox.crew(["items", "list"]).output == listed)
        if status == 64 {
            #expect(run.errors.contains("line 1: The field \"id\" must be a whole number, not 1.5."))
        }
    }

    @Test("an import file that is not UTF-8 is a usage error naming the line, and nothing is added")
    func importNotUTF8() throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("latin1.tsv")
        try Data([0x6F, 0x6B, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: file))
        let run = try sandbox.crew(["items", "import", file])
        #expect(run.status == 1, "a file that is wrong is not a usage error")
        #expect(!run.errors.contains("Usage:"))
        #expect(
            run.errorLines.first == "Error: Cannot import \(file), line 2: The line is not valid UTF-8 text.")
        #expect(try sandbox.crew(["items", "list"]).output.isEmpty)
    }

    @Test(
        "a row another tool wrote that breaks the rules: the others are listed, it is named, and it can be repaired"
    )
    func damagedRow() throws {
        let sandbox = try Sandbox()
        for name in ["one", "two", "three"] { try sandbox.crew(["items", "add", name]) }
        _ = try sandbox.query(sandbox.defaultStore, "UPDATE items SET name = '' WHERE id = 2")
        let listed = try sandbox.crew(["items", "list"])
        #expect(listed.status == 1)
        #expect(listed.output == "1\tpending\t\tone\t\t\t\n3\tpending\t\tthree\t\t\t\n")
        #expect(
            listed.errors
                == "Error: Item 2 cannot be read: the item name must not be empty. Rename it (crew items rename 2 NAME) or remove it.\n"
        )
        #expect(!listed.errors.contains("Usage:"))
        #expect(try sandbox.crew(["items", "done", "2"]).status == 1)
        #expect(
            try sandbox.crew(["items", "rename", "2", "two again"]).output == "Renamed item 2: two again\n")
        #expect(try sandbox.crew(["items", "list"]).status == 0)
        _ = try sandbox.query(
            sandbox.defaultStore, "UPDATE items SET name = 'a' || char(10) || 'b' WHERE id = 3")
        #expect(try sandbox.crew(["items", "remove", "3"]).output == "Removed item 3.\n")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "1\tpending\t\tone\t\t\t\n2\tpending\t\ttwo again\t\t\t\n")
    }

    @Test("devices, pipes, folders and empty files crew did not create are refused and left as they were")
    func specialFiles() throws {
        let sandbox = try Sandbox()
        let pipe = sandbox.path("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        let touched = sandbox.path("touched.db")
        #expect(
            FileManager.default.createFile(
                atPath: touched, contents: nil, attributes: [.posixPermissions: 0o644]))
        let link = sandbox.path("link.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: touched)
        for store in ["/dev/null", pipe, sandbox.root.path, touched, link] {
            let run = try sandbox.crew(["--store", store, "items", "list"])
            #expect(run.status == 1, "\(store)")
            #expect(run.errorLines.count == 1, "\(store): \(run.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
        #expect(try FileManager.default.attributesOfItem(atPath: touched)[.size] as? Int == 0)
    }

    @Test(
        "a store in a read-only folder is read; a change is refused with a sentence, and the store is unchanged"
    )
    func readOnlyStore() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.path("locked")
        let store = folder + "/crew.sqlite3"
        // A store named by --store is made only in a folder that exists.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try sandbox.crew(["--store", store, "items", "add", "readable"])
        let lock = try ReadOnlyFolder(folder)
        defer { withExtendedLifetime(lock) {} }
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        #expect(
            try sandbox.crew(["--store", store, "items", "list"]).output == "1\tpending\t\treadable\t\t\t\n")
        let write = try sandbox.crew(["--store", store, "items", "add", "refused"])
        #expect(write.status == 1)
        #expect(write.errors.contains("is read-only"))
        #expect(!write.errors.contains("store error"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test(
        "a full disk is a sentence and an intact store",
        .enabled(if: getuid() == 0, "needs to mount a small tmpfs"))
    func fullDisk() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.path("small")
        let disk = try SmallDisk(folder, kilobytes: 512)
        defer { withExtendedLifetime(disk) {} }
        let store = folder + "/crew.sqlite3"
        try sandbox.crew(["--store", store, "items", "add", "kept"])
        let file = sandbox.path("big.tsv")
        try Data((1...60_000).map { "a long enough item name to fill the disk \($0)\n" }.joined().utf8).write(
            to: URL(fileURLWithPath: file))
        let run = try sandbox.crew(["--store", store, "items", "import", file])
        #expect(run.status == 1)
        #expect(run.errors.contains("full") || run.errors.contains("input/output"), "\(run.errors)")
        #expect(!run.errors.contains("store error"))
        #expect(try sandbox.query(store, "PRAGMA integrity_check") == "ok")
        #expect(try sandbox.crew(["--store", store, "items", "list"]).output == "1\tpending\t\tkept\t\t\t\n")
    }

    @Test(
        "grammar: repeated options, bare groups and refused values are usage errors (64) that change nothing",
        arguments: [
            ["items", "list", "--user", "1", "--user", "2"], ["items"], ["users"],
            ["users", "remove", "1", "--reassign-to", "1"], ["items", "add", "invoice \u{202E}gpj.exe"],
            ["items", "add", "zero\u{200B}width"],
        ])
    func grammar(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        let before = try sandbox.dump(sandbox.defaultStore)
        let run = try sandbox.crew(
            arguments + ["--yes"].filter { _ in arguments.first == "users" && arguments.count > 1 })
        #expect(run.status == 64, "\(arguments): \(run.errors)")
        #expect(run.errors.hasPrefix("Error: "))
        #expect(try sandbox.dump(sandbox.defaultStore) == before)
    }

    @Test("an argument that is not UTF-8 is refused, not stored with a replacement character")
    func argumentNotUTF8() throws {
        let sandbox = try Sandbox()
        let binary = try Sandbox.binary().path
        let run = try runTool(
            ["sh", "-c", "\"$1\" items add \"$(printf 'caf\\351')\"", "sh", binary], input: "",
            environment: sandbox.environment)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: The argument #3 is not valid UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
    }

    @Test("a password in --api-url is never echoed")
    func apiURLPassword() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["--api-url", "http://admin:hunter2@", "items", "list"])
        #expect(run.status == 64)
        #expect(!run.errors.contains("hunter2"))
        #expect(run.errors.contains("http://admin:***@"))
    }
}
