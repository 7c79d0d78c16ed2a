import Foundation
import TestSupport
import Testing

/// The completion scripts, generated from the command tree, run in the shells they are for.
@Suite("crew end to end: shell completion")
struct CompletionTests {
    /// Runs `script` in bash with the completion loaded and crew on the `PATH`.
    private func bash(_ sandbox: Sandbox, _ script: String) throws -> ProgramRun {
        let binary = try Sandbox.binary()
        let folder = binary.deletingLastPathComponent().path
        var environment = sandbox.environment
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return try runProgram(
            ["bash", "-c", "source <(crew completions bash) && " + script], input: "",
            environment: environment)
    }

    @Test("bash: the script loads and registers, and completes a command, an option, a value and an id")
    func bashCompletes() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        try sandbox.crew(["items", "add", "first"])
        try sandbox.crew(["items", "add", "second"])
        #expect(try bash(sandbox, "complete -p crew").output == "complete -F _crew crew\n")
        func reply(_ words: [String]) throws -> String {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            return try bash(
                sandbox,
                "COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _crew; echo \"${COMPREPLY[*]}\""
            ).output
        }
        #expect(try reply(["crew", "it"]) == "items\n")
        #expect(try reply(["crew", "items", "re"]) == "reopen rename remove\n")
        #expect(try reply(["crew", "items", "list", "--ov"]) == "--overdue\n")
        #expect(try reply(["crew", "items", "add", "x", "--priority", ""]) == "high medium low\n")
        #expect(try reply(["crew", "items", "list", "--sort", "p"]) == "priority\n")
        #expect(try reply(["crew", "items", "done", ""]) == "1 2\n")
        #expect(try reply(["crew", "users", "show", "a"]) == "ada@x.org\n")
        #expect(try reply(["crew", "items", "assign", "1", "--user", ""]) == "1 ada@x.org\n")
    }

    @Test("completion reads the store without writing: no store, no file made")
    func completionNeverWrites() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["__complete", "items"])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultStore))
        #expect(!(try sandbox.crew(["--help"]).output.contains("__complete")), "hidden from help")
    }

    @Test("zsh and fish accept their scripts", arguments: ["zsh", "fish"])
    func otherShellsParse(shell: String) throws {
        let sandbox = try Sandbox()
        let script = try sandbox.crew(["completions", shell]).output
        let file = sandbox.path("crew.\(shell)")
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try runTool([shell, "-n", file], input: "")
        #expect(check.status == 0, "\(check.errors)")
        #expect(script.contains("__complete"))
    }
}

@Suite("crew end to end: the manual")
struct ManualTests {
    @Test("crew help --man renders with groff without a warning, and names every command")
    func manPage() throws {
        let sandbox = try Sandbox()
        let man = try sandbox.crew(["help", "--man"])
        #expect(man.status == 0)
        #expect(man.output.hasPrefix(".TH CREW 1"))
        for command in ["items add", "items edit", "users remove", "completions", "shell"] {
            #expect(man.output.contains(".SS \"\(command)\""), "\(command)")
        }
        #expect(!man.output.contains("__complete"))
        let file = sandbox.path("crew.1")
        try man.output.write(toFile: file, atomically: true, encoding: .utf8)
        let rendered = try runTool(["groff", "-man", "-ww", "-z", file], input: "")
        #expect(rendered.status == 0)
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
    }
}
