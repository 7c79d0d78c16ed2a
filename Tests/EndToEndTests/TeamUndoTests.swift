import DataTestSupport
import Foundation
import Testing

/// Issue 60: a team on one store (a SQLite file, a PostgreSQL database), each person's crew with
/// its own `me`: every change names its author, and `crew undo` takes back your own.
@Suite("crew end to end: who did what on a shared store")
struct TeamUndoTests {
    /// A person's crew: the sandbox with a config folder of their own, saying who they are.
    private struct Person {
        let sandbox: Sandbox
        let store: String
        let configHome: String

        init(_ name: String, in sandbox: Sandbox, store: String) throws {
            self.sandbox = sandbox
            self.store = store
            configHome = sandbox.path("config-\(name)")
            try FileManager.default.createDirectory(
                atPath: configHome + "/crew", withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: configHome)
            _ = FileManager.default.createFile(
                atPath: configHome + "/crew/config", contents: Data("me = \(name)\n".utf8),
                attributes: [.posixPermissions: 0o600])
        }

        func crew(_ arguments: [String], input: String? = nil) throws -> ProgramRun {
            try sandbox.crew(
                ["--store", store] + arguments, input: input, environment: ["XDG_CONFIG_HOME": configHome])
        }
    }

    @Test("the shell's undo takes back your own change too, and its log names who made each")
    func shellUndoIsYourOwn() throws {
        let sandbox = try Sandbox()
        let store = sandbox.path("team.sqlite3")
        let ada = try Person("ada", in: sandbox, store: store)
        let bob = try Person("bob", in: sandbox, store: store)
        #expect(try bob.crew(["add", "Order the cables"]).status == 0)
        #expect(try ada.crew(["add", "Book the venue"]).status == 0)
        let shell = try bob.crew(["shell"], input: "undo\nlog\n")
        #expect(shell.status == 0, "\(shell.errors)")
        #expect(
            shell.output.contains(
                "Undid your change 1: added item 1: Order the cables. Removed 1 item. ada's change 2 is newer and was left as it is."
            ), "\(shell.output)")
        #expect(shell.output.contains("2\t"), "\(shell.output)")
        #expect(shell.output.contains("\tadded item 2: Book the venue\tada\n"), "\(shell.output)")
        #expect(try ada.crew(["ls"]).outputLines.map { $0.contains("Book the venue") } == [true])
    }

    @Test(
        "Ada's undo takes back Ada's change, Bob's item stays; the log names both; --by and --mine filter",
        .serialized, arguments: ["sqlite", "postgres"])
    func undoTakesBackYourOwn(engine: String) throws {
        if engine == "postgres", !ThrowawayPostgres.isAvailable { return }
        let sandbox = try Sandbox()
        let store = engine == "postgres" ? try PostgresDatabase().url : sandbox.path("team.sqlite3")
        let ada = try Person("ada", in: sandbox, store: store)
        let bob = try Person("bob", in: sandbox, store: store)
        #expect(try ada.crew(["add", "Buy milk"]).status == 0)
        #expect(try ada.crew(["done", "1"]).status == 0)
        #expect(try bob.crew(["add", "Order the cables"]).status == 0)

        let undone = try ada.crew(["undo"])
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(
            undone.output
                == "Undid your change 2: completed item 1: Buy milk. Restored 1 item. bob's change 3 is newer and was left as it is.\n"
        )
        let listed = try ada.crew(["ls"])
        #expect(listed.output.contains("Order the cables"))
        #expect(listed.output.contains("1\tpending\t\tBuy milk"))

        let log = try bob.crew(["log"]).outputLines.map { $0.split(separator: "\t").map(String.init) }
        #expect(log.map { [$0[0], $0[3]] } == [["3", "bob"], ["1", "ada"]])
        #expect(try bob.crew(["log", "--by", "BOB"]).outputLines.map { $0.prefix(2) } == ["3\t"])
        let mine = try ada.crew(["log", "--mine", "--json=id,author"])
        #expect(mine.output == "[{\"id\": 1, \"author\": \"ada\"}]\n")

        // Bob renames Ada's item: her undo of its add is refused, naming his change; nothing moves.
        #expect(try bob.crew(["items", "rename", "1", "Buy oat milk"]).status == 0)
        let refused = try ada.crew(["undo"])
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "Error: Cannot undo change 1: change 4 by bob changed item 1 since. Undo that one first (crew undo 4), or undo this one over it, field by field (crew undo 1 --force).\n"
        )
        #expect(try ada.crew(["items", "show", "1", "--json=name"]).output.contains("Buy oat milk"))
        #expect(try ada.crew(["undo", "4"]).status == 0)
        #expect(try ada.crew(["undo"]).status == 0)
        #expect(try ada.crew(["ls"]).outputLines.count == 1)
        let nothing = try ada.crew(["undo"])
        #expect(nothing.status == 1)
        #expect(nothing.errors.hasPrefix("Error: Nothing of yours (ada) to undo"))

        // By force: Ada's rename goes back over Bob's completion of the item, which stays done.
        let id = try bob.crew(["add", "Call mom", "--json=id"]).output.filter(\.isNumber)
        #expect(try ada.crew(["items", "rename", id, "Call dad"]).status == 0)
        #expect(try bob.crew(["done", id]).status == 0)
        #expect(try ada.crew(["undo"]).status == 1)
        let rename = try ada.crew(["log", "--mine", "-n", "1", "--json=id"]).output.filter(\.isNumber)
        let forced = try ada.crew(["undo", rename, "--force"])
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(
            forced.output.hasPrefix("Undid change \(rename) (ada's) over bob's change "), "\(forced.output)")
        #expect(
            try ada.crew(["items", "show", id, "--json=name,done"]).output
                == "{\"name\": \"Call mom\", \"done\": true}\n")
    }
}
