import DataTestSupport
import Foundation
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
        #expect(
            run.output.hasPrefix(
                "Added item 1: Plan the week (due Mon 1 Feb 2027)\nUpdated item 1: Plan the week\n"))
        #expect(run.errors == "Error: unknown option '--frob'\n")
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "1\tpending\t1\tPlan the week\t2027-02-01\thigh\tq1\n")
    }

    @Test(
        "piped, done, reopen, rename, assign, edit, remove and list take exactly their crew items command's options"
    )
    func oneGrammar() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@example.org"])
        for name in ["a", "b", "c"] { try sandbox.crew(["items", "add", name]) }
        let lines = [
            "done 1 --json", "reopen 1 --json", "rename 2 --json New b", "assign 3 --user ada --json",
            "assign 3 --none", "edit 3 --due 2030-01-02 --tag ops --json", "list --json --tag ops",
            "remove 1 2 --yes --json", "more",
        ]
        let run = try sandbox.crew(["shell"], input: lines.joined(separator: "\n") + "\nquit\n")
        #expect(run.status == 0, "\(run.errors)")
        let printed = run.outputLines
        #expect(printed.count == 9, "\(run.output)")
        #expect(printed[0].hasPrefix(#"[{"id": 1, "name": "a", "done": true,"#))
        #expect(printed[1].hasPrefix(#"[{"id": 1, "name": "a", "done": false,"#))
        #expect(printed[2].hasPrefix(#"{"id": 2, "name": "New b","#))
        #expect(printed[3].hasPrefix(#"{"id": 3, "name": "c", "done": false, "owner": 1,"#))
        #expect(printed[4] == "Unassigned item 3: c")
        #expect(printed[5].contains(#""due": "2030-01-02", "priority": null, "tags": ["ops"]"#))
        #expect(printed[6].hasPrefix(#"[{"id": 3, "name": "c""#) && printed[6].hasSuffix("}]"))
        #expect(
            printed[7].hasPrefix(#"[{"id": 1, "name": "a""#)
                && printed[7].contains(#"{"id": 2, "name": "New b""#))
        #expect(printed[8] == "This is the last page: every item is shown.")
        #expect(try sandbox.crew(["items", "list"]).output.hasPrefix("3\tpending\t\tc\t2030-01-02"))
        // What a command does not take, its shell line does not take either, and it changes nothing.
        for line in [
            "done 3 --frob", "reopen 3 --user ada", "rename 3 --tag x y", "assign 3 ada", "edit 3 --frob",
            "remove 3 --tag x", "list --yes",
        ] {
            let refused = try sandbox.crew(["shell"], input: line + "\nquit\n")
            #expect(refused.status == 1, "\(line)")
            #expect(refused.errors.hasPrefix("Error: "), "\(line): \(refused.errors)")
        }
        #expect(try sandbox.crew(["items", "list"]).outputLines.count == 1)
    }

    @Test(
        "in tmux, the shell redraws the screen after each command", .enabled(if: TerminalSession.isAvailable))
    func tmuxShell() async throws {
        let sandbox = try Sandbox()
        let terminal = try TerminalSession(try shellCommand(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("No items yet.") })
        try terminal.send("add Water the plants", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Added item 1: Water the plants") && $0.contains("0 of 1 done")
            })
        try terminal.send("done 1", "Enter")
        #expect(
            try await terminal.waitForScreen { $0.contains("1 of 1 done") && !$0.contains("Added item 1") })
        try terminal.send("quit", "Enter")
        #expect(try sandbox.crew(["items", "list"]).output == "1\tdone\t\tWater the plants\t\t\t\n")
    }

    @Test(
        "in tmux, removing several items asks as the command line does, naming them; n removes nothing",
        .enabled(if: TerminalSession.isAvailable))
    func tmuxRemovalAsks() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Plan the week"])
        try sandbox.crew(["items", "add", "Ship it"])
        let terminal = try TerminalSession(try shellCommand(), environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("0 of 2 done") })
        try terminal.send("remove 1 2", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains("Remove 2 items (1 Plan the week, 2 Ship it)? [y/N]")
            })
        try terminal.send("n", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Nothing was removed.") })
        try terminal.send("remove 1 99", "Enter")
        #expect(
            try await terminal.waitForScreen { $0.contains("There is no item 99.") && !$0.contains("[y/N]") })
        try terminal.send("quit", "Enter")
        #expect(try sandbox.crew(["items", "list"]).outputLines.count == 2)
    }

    @Test(
        "at a terminal the line editor moves, inserts, deletes, recalls, searches and completes; the terminal comes back on quit and on SIGINT",
        .enabled(if: TerminalSession.isAvailable))
    func tmuxLineEditing() async throws {
        let sandbox = try Sandbox()
        let after = sandbox.path("stty-after")
        let status = sandbox.path("status")
        // The shell around crew says how it ended and in what state it left the terminal.
        let command =
            try shellCommand() + "; echo $? > '\(status)'; stty -a > '\(after)'; sleep 30"
        func promptLine(_ screen: String) -> String {
            screen.split(separator: "\n").last { $0.hasPrefix("crew> ") }.map(String.init) ?? ""
        }
        /// The screen ends with an empty prompt: the editor has drawn it, so it reads the keys.
        func isAwaitingLine(_ screen: String) -> Bool {
            screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }?
                .trimmingCharacters(in: .whitespaces) == "crew>"
        }
        var terminal = try TerminalSession(command, environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("No items yet.") })
        // Type, move left, insert; Backspace; then a wide character, edited in the middle.
        try terminal.send("add Buy mlk", "Left", "Left", "i", "Enter")
        // Each line is typed once the next prompt is drawn (the editor reads it): keys typed while
        // crew works reach the terminal's own line editing first, as they would a shell's.
        #expect(
            try await terminal.waitForScreen { $0.contains("Added item 1: Buy milk") && isAwaitingLine($0) })
        try terminal.send("add 注文 teaa", "BSpace", "Left", "Left", "Left", "Left", "BSpace", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Added item 2: 注 tea") && isAwaitingLine($0) })
        // Up recalls the last line; Ctrl-R finds an older one.
        try terminal.send("Up")
        #expect(try await terminal.waitForScreen { promptLine($0) == "crew> add 注 tea" })
        try terminal.send("C-u", "C-r", "mil")
        #expect(try await terminal.waitForScreen { $0.contains("(reverse-i-search)`mil': add Buy milk") })
        try terminal.send("C-g", "C-u")
        // Tab completes an instruction's name.
        try terminal.send("add x --pri", "Tab")
        #expect(try await terminal.waitForScreen { promptLine($0) == "crew> add x --priority" })
        try terminal.send("C-u", "ren", "Tab")
        #expect(try await terminal.waitForScreen { promptLine($0) == "crew> rename" })
        try terminal.send("1 Buy oat milk", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Renamed item 1: Buy oat milk") })
        try terminal.send("quit", "Enter")
        #expect(try await terminal.waitForScreen { _ in Self.isWritten(after) })
        let restored = try String(contentsOfFile: after, encoding: .utf8)
        #expect(
            Set(restored.split(whereSeparator: \.isWhitespace)).isSuperset(of: ["icanon", "echo", "isig"]))
        let history = try String(
            contentsOfFile: sandbox.root.appendingPathComponent(".local/state/crew/history").path,
            encoding: .utf8)
        #expect(history.hasPrefix("add Buy milk\n"))

        // SIGINT while a line is being read: the terminal is restored, the status is 130.
        terminal.end()
        try? FileManager.default.removeItem(atPath: after)
        terminal = try TerminalSession(command, environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("crew>") })
        try terminal.send("half a line")
        // This session's crew, the child of the shell tmux started (another test's shell may be
        // running the same binary at the same time).
        let shell = try terminal.panePID
        let pid =
            try runTool(["pgrep", "-P", String(shell)], input: "").output
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(!pid.isEmpty, "no crew under the session's shell \(shell)")
        try runTool(["kill", "-INT", pid], input: "")
        #expect(try await terminal.waitForScreen { _ in Self.isWritten(after) })
        let interrupted = try String(contentsOfFile: after, encoding: .utf8)
        #expect(
            Set(interrupted.split(whereSeparator: \.isWhitespace)).isSuperset(of: ["icanon", "echo", "isig"]))
        #expect(try String(contentsOfFile: status, encoding: .utf8) == "130\n")
    }

    /// `crew shell` in the sandbox's environment, as a command line for tmux.
    @Test(
        "in tmux, Ctrl-Z then fg gives the editor its raw terminal back and redraws, ten times in a row",
        .enabled(if: TerminalSession.isAvailable))
    func tmuxSuspendAndResume() async throws {
        let sandbox = try Sandbox()
        // A shell with job control, as a person's: it is what fg continues crew from.
        let terminal = try TerminalSession("bash --norc --noprofile", environment: sandbox.environment)
        try terminal.send("'\(try Sandbox.binary().path)' shell", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("No items yet.") })
        /// The last prompt drawn, without the spaces tmux keeps after it.
        func promptLine(_ screen: String) -> String {
            let line = screen.split(separator: "\n").last { $0.hasPrefix("crew>") } ?? ""
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        for round in 1...10 {
            try terminal.send("add a\(round)")
            #expect(try await terminal.waitForScreen { promptLine($0) == "crew> add a\(round)" })
            try terminal.send("C-z")
            #expect(try await terminal.waitForScreen { $0.contains("Stopped") })
            try terminal.send("fg", "Enter")
            #expect(
                try await terminal.waitForScreen {
                    promptLine($0) == "crew> add a\(round)" && !$0.contains("Stopped")
                })
            // Raw again: the key reaches the editor at once, and the line is not run.
            try terminal.send("b")
            #expect(
                try await terminal.waitForScreen { promptLine($0) == "crew> add a\(round)b" },
                "round \(round)")
            try terminal.send("C-u")
            #expect(
                try await terminal.waitForScreen { promptLine($0) == "crew>" })
        }
        try terminal.send("quit", "Enter")
        #expect(try sandbox.crew(["items", "list"]).output.isEmpty, "no half-typed line ran")
    }

    private func shellCommand() throws -> String {
        "'\(try Sandbox.binary().path)' shell"
    }

    /// Whether the shell around crew has written `stty -a` there yet (the file exists as soon as
    /// its redirection opens it, before `stty` writes).
    private static func isWritten(_ path: String) -> Bool {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("icanon")
    }
}
