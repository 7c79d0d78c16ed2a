import DataTestSupport
import Foundation
import Testing

/// A store is made only where the person clearly meant it: a mistyped path makes nothing.
@Suite("crew end to end: where a store is made")
struct StorePlacementTests {
    @Test(
        "a named store in a folder that does not exist is exit 66 naming the folder, and nothing is made",
        arguments: ["--store", "CREW_STORE", "config"])
    func missingFolder(source: String) throws {
        let sandbox = try Sandbox()
        let path = sandbox.path("missing/dir/x.sqlite3")
        var arguments = ["items", "list"]
        var environment: [String: String] = [:]
        switch source {
        case "--store": arguments = ["--store", path] + arguments
        case "CREW_STORE": environment["CREW_STORE"] = path
        default:
            let folder = sandbox.path(".config/crew")
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data("store = \(path)\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
            #expect(chmod(folder + "/config", 0o600) == 0)
        }
        for command in [arguments, arguments.dropLast(2) + ["add", "x"]] {
            let run = try sandbox.crew(Array(command), environment: environment)
            #expect(run.status == 66)
            #expect(
                run.errors
                    == "Error: there is no store at \(path): the folder \(sandbox.path("missing/dir")) does not exist (crew makes a store only in a folder that does; nothing was made)\n"
            )
            #expect(run.output.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("missing")), "no folder is made")
    }

    @Test("a named store in a folder that exists is made there, and the default location makes its folders")
    func existingFolder() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path("team.sqlite3")
        #expect(try sandbox.crew(["--store", path, "add", "x"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: path))
        // The default location, even named, makes its folders.
        #expect(try sandbox.crew(["--store", sandbox.defaultStore, "add", "y"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.defaultStore))
    }

    @Test(
        "a command that only reads makes no store: one named that does not exist is exit 66, the default location reads as empty"
    )
    func readsMakeNoStore() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path("typo.sqlite3")
        for command in [["ls"], ["items", "show", "1"], ["log"], ["export", "-"], ["users", "list"]] {
            let run = try sandbox.crew(["--store", path] + command)
            #expect(run.status == 66, "\(command)")
            #expect(
                run.errors
                    == "Error: there is no store at \(path): nothing was made (the first change makes it, e.g. crew --store \(path) add NAME)\n"
            )
            #expect(run.output.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        // The default location, not made yet: an empty listing, and still nothing made.
        let listed = try sandbox.crew(["ls"])
        #expect(listed.status == 0 && listed.output.isEmpty && listed.errors.isEmpty, "\(listed.errors)")
        #expect(try sandbox.crew(["log"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
        // The first change makes it, where it was named.
        #expect(try sandbox.crew(["--store", path, "add", "x"]).status == 0)
        #expect(try sandbox.crew(["--store", path, "ls"]).output.contains("x"))
    }
}
