import Foundation
import TestSupport
import Testing

@Suite("crew end to end: shell")
struct ShellTests {
    @Test(
        "through a pipe the shell prints results and errors only, runs every line, and exits 1 if one failed")
    func pipedShell() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Existing"])
        let run = try sandbox.crew(
            ["shell"],
            input: "add Buy milk\ndone 1\nnonsense\nrename 2 \"New name\"\nsearch \"new na\"\nquit\n")
        #expect(run.status == 1)
        #expect(
            run.output
                == "Added item 2: Buy milk\nCompleted item 1: Existing\nRenamed item 2: New name\n"
                + "crew shell  [all, search: new na]\nID  STATUS   OWNER  NAME\n 2  pending         New name\n0 of 1 done\n\n"
        )
        #expect(!run.output.contains("saving"), "no intermediate state")
        #expect(run.errors == "Error: unknown command 'nonsense'; type 'help'\n")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "2\tpending\t\tNew name\t\t\t\n1\tdone\t\tExisting\t\t\t\n")
        let clean = try sandbox.crew(["shell"], input: "search \"\"\nquit\n")
        #expect(clean.status == 0, "\(clean.errors)")
        let unbalanced = try sandbox.crew(["shell"], input: "add \"half\n")
        #expect(unbalanced.status == 1)
        #expect(unbalanced.errors.contains("unbalanced"))
        #expect(
            try sandbox.crew(["items", "list"]).outputLines.count == 2, "an unbalanced line changes nothing")
    }

    @Test("the shell's instructions take the same options as the commands they stand for")
    func shellTakesCommandOptions() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Chloé Martin", "--email", "chloe@example.org"])
        let run = try sandbox.crew(
            ["shell"],
            input:
                "add Plan the week --user chl --due 2027-02-01 --priority high --tag home\nedit 1 --untag home --tag q1\nlist --tag q1 --sort due\nadd x --frob\nquit\n"
        )
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("Added item 1: Plan the week\nUpdated item 1: Plan the week\n"))
        #expect(run.errors == "Error: unknown option '--frob'\n")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "1\tpending\t1\tPlan the week\t2027-02-01\thigh\tq1\n")
    }

    @Test("in tmux, the shell redraws the screen after each command", .enabled(if: Self.hasTmux))
    func tmuxShell() async throws {
        let sandbox = try Sandbox()
        let session = "crew-e2e-\(UUID().uuidString.prefix(8))"
        let environment = sandbox.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try runTool(
            [
                "tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                "env \(environment) '\(try Sandbox.binary().path)' shell",
            ],
            input: "")
        defer { _ = try? runTool(["tmux", "kill-session", "-t", session], input: "") }
        #expect(try await waitForScreen(session) { $0.contains("No items yet.") })
        try runTool(["tmux", "send-keys", "-t", session, "add Water the plants", "Enter"], input: "")
        #expect(
            try await waitForScreen(session) {
                $0.contains("Added item 1: Water the plants") && $0.contains("0 of 1 done")
            })
        try runTool(["tmux", "send-keys", "-t", session, "done 1", "Enter"], input: "")
        #expect(
            try await waitForScreen(session) { $0.contains("1 of 1 done") && !$0.contains("Added item 1") })
        try runTool(["tmux", "send-keys", "-t", session, "quit", "Enter"], input: "")
        #expect(try sandbox.crew(["items", "list"]).output == "1\tdone\t\tWater the plants\t\t\t\n")
    }

    @Test(
        "in tmux, removing several items asks as the command line does, naming them; n removes nothing",
        .enabled(if: Self.hasTmux))
    func tmuxRemovalAsks() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Plan the week"])
        try sandbox.crew(["items", "add", "Ship it"])
        let session = "crew-ask-\(UUID().uuidString.prefix(8))"
        let environment = sandbox.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try runTool(
            [
                "tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                "env \(environment) '\(try Sandbox.binary().path)' shell",
            ],
            input: "")
        defer { _ = try? runTool(["tmux", "kill-session", "-t", session], input: "") }
        #expect(try await waitForScreen(session) { $0.contains("0 of 2 done") })
        try runTool(["tmux", "send-keys", "-t", session, "remove 1 2", "Enter"], input: "")
        #expect(
            try await waitForScreen(session) {
                $0.contains("Remove 2 items (1 Plan the week, 2 Ship it)? [y/N]")
            })
        try runTool(["tmux", "send-keys", "-t", session, "n", "Enter"], input: "")
        #expect(try await waitForScreen(session) { $0.contains("Nothing was removed.") })
        try runTool(["tmux", "send-keys", "-t", session, "remove 1 99", "Enter"], input: "")
        #expect(
            try await waitForScreen(session) { $0.contains("There is no item 99.") && !$0.contains("[y/N]") })
        try runTool(["tmux", "send-keys", "-t", session, "quit", "Enter"], input: "")
        #expect(try sandbox.crew(["items", "list"]).outputLines.count == 2)
    }

    static var hasTmux: Bool {
        (try? runTool(["tmux", "-V"], input: ""))?.status == 0
    }

    @Test(
        "at a terminal the line editor moves, inserts, deletes, recalls, searches and completes; the terminal comes back on quit and on SIGINT",
        .enabled(if: Self.hasTmux))
    func tmuxLineEditing() async throws {
        let sandbox = try Sandbox()
        let session = "crew-edit-\(UUID().uuidString.prefix(8))"
        let after = sandbox.path("stty-after")
        let status = sandbox.path("status")
        let environment = sandbox.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        func start() throws {
            try runTool(
                [
                    "tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                    "env \(environment) '\(try Sandbox.binary().path)' shell; echo $? > '\(status)'; stty -a > '\(after)'; sleep 30",
                ],
                input: "")
        }
        func keys(_ keys: String...) throws {
            try runTool(["tmux", "send-keys", "-t", session] + keys, input: "")
        }
        func promptLine(_ screen: String) -> String {
            screen.split(separator: "\n").last { $0.hasPrefix("crew> ") }.map(String.init) ?? ""
        }
        try start()
        defer { _ = try? runTool(["tmux", "kill-session", "-t", session], input: "") }
        #expect(try await waitForScreen(session) { $0.contains("No items yet.") })
        // Type, move left, insert; Backspace; then a wide character, edited in the middle.
        try keys("add Buy mlk", "Left", "Left", "i", "Enter")
        #expect(try await waitForScreen(session) { $0.contains("Added item 1: Buy milk") })
        try keys("add 注文 teaa", "BSpace", "Left", "Left", "Left", "Left", "BSpace", "Enter")
        #expect(try await waitForScreen(session) { $0.contains("Added item 2: 注 tea") })
        // Up recalls the last line; Ctrl-R finds an older one.
        try keys("Up")
        #expect(try await waitForScreen(session) { promptLine($0) == "crew> add 注 tea" })
        try keys("C-u", "C-r", "mil")
        #expect(try await waitForScreen(session) { $0.contains("(reverse-i-search)`mil': add Buy milk") })
        try keys("C-g", "C-u")
        // Tab completes an instruction's name.
        try keys("add x --pri", "Tab")
        #expect(try await waitForScreen(session) { promptLine($0) == "crew> add x --priority" })
        try keys("C-u", "ren", "Tab")
        #expect(try await waitForScreen(session) { promptLine($0) == "crew> rename" })
        try keys("1 Buy oat milk", "Enter")
        #expect(try await waitForScreen(session) { $0.contains("Renamed item 1: Buy oat milk") })
        try keys("quit", "Enter")
        #expect(try await waitForScreen(session) { _ in Self.isWritten(after) })
        let restored = try String(contentsOfFile: after, encoding: .utf8)
        #expect(
            Set(restored.split(whereSeparator: \.isWhitespace)).isSuperset(of: ["icanon", "echo", "isig"]))
        let history = try String(
            contentsOfFile: sandbox.root.appendingPathComponent(".local/state/crew/history").path,
            encoding: .utf8)
        #expect(history.hasPrefix("add Buy milk\n"))

        // SIGINT while a line is being read: the terminal is restored, the status is 130.
        _ = try? runTool(["tmux", "kill-session", "-t", session], input: "")
        try? FileManager.default.removeItem(atPath: after)
        try start()
        #expect(try await waitForScreen(session) { $0.contains("crew>") })
        try keys("half a line")
        let pid =
            try runTool(["pgrep", "-f", "^\(try Sandbox.binary().path) shell"], input: "").output
            .split(separator: "\n").first.map(String.init) ?? ""
        try runTool(["kill", "-INT", pid], input: "")
        #expect(try await waitForScreen(session) { _ in Self.isWritten(after) })
        let interrupted = try String(contentsOfFile: after, encoding: .utf8)
        #expect(
            Set(interrupted.split(whereSeparator: \.isWhitespace)).isSuperset(of: ["icanon", "echo", "isig"]))
        #expect(try String(contentsOfFile: status, encoding: .utf8) == "130\n")
    }

    /// Whether the shell around crew has written `stty -a` there yet (the file exists as soon as
    /// its redirection opens it, before `stty` writes).
    private static func isWritten(_ path: String) -> Bool {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("icanon")
    }

    private func waitForScreen(_ session: String, until condition: (String) -> Bool) async throws -> Bool {
        for _ in 0..<100 {
            let screen = try runTool(["tmux", "capture-pane", "-p", "-t", session], input: "").output
            if condition(screen) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        let screen = try runTool(["tmux", "capture-pane", "-p", "-t", session], input: "").output
        Issue.record("screen never matched:\n\(screen)")
        return false
    }
}
