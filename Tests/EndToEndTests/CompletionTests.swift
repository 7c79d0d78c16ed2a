import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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

    /// What bash's completion offers for `words`, the last one being completed.
    private func completions(_ sandbox: Sandbox, _ words: [String]) throws -> String {
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        return try bash(
            sandbox, "COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _crew; echo \"${COMPREPLY[*]}\""
        ).output
    }

    @Test("bash: the script loads and registers, and completes a command, an option, a value and an id")
    func bashCompletes() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        try sandbox.crew(["items", "add", "first"])
        try sandbox.crew(["items", "add", "second"])
        #expect(try bash(sandbox, "complete -p crew").output == "complete -F _crew crew\n")
        func reply(_ words: [String]) throws -> String { try completions(sandbox, words) }
        #expect(try reply(["crew", "it"]) == "items\n")
        #expect(try reply(["crew", "items", "re"]) == "reopen rename remove\n")
        #expect(try reply(["crew", "items", "list", "--ov"]) == "--overdue\n")
        #expect(try reply(["crew", "items", "add", "x", "--priority", ""]) == "high medium low\n")
        #expect(try reply(["crew", "items", "list", "--sort", "p"]) == "priority\n")
        #expect(try reply(["crew", "items", "done", ""]) == "1 2\n")
        #expect(try reply(["crew", "users", "show", "a"]) == "ada@x.org ada\n")
        #expect(try reply(["crew", "items", "assign", "1", "--user", ""]) == "1 ada@x.org ada\n")
        // A capitalised start completes as the stored word; a value of two words stays one.
        #expect(try reply(["crew", "items", "assign", "1", "--user", "ADA"]) == "ada@x.org ada\n")
        #expect(try reply(["crew", "items", "add", "x", "--every", "2"]) == "2\\ weeks\n")
        // crew help completes commands and the guide's topics, not file names.
        #expect(try reply(["crew", "help", "ba"]) == "backups\n")
        #expect(try reply(["crew", "help", "it"]) == "items\n")
        // A word that is no number offers the ids whose names hold it.
        #expect(try reply(["crew", "items", "done", "SEC"]) == "2\n")
        #expect(try reply(["crew", "items", "done", "zzz"]) == "\n")
        // Described for zsh and fish: each candidate, a tab, then what it names.
        #expect(try sandbox.crew(["__complete", "items", "--described"]).output == "1\tfirst\n2\tsecond\n")
        #expect(
            try sandbox.crew(["__complete", "users", "--described"]).output
                == "1\tAda\nada@x.org\tAda\nada\tAda\n")
    }

    @Test(
        "fish: a capitalised start completes a user's word, a value of two words is one, help offers its topics, an id shows its name"
    )
    func fishCompletes() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada Lovelace", "--email", "ada@x.org"])
        try sandbox.crew(["items", "add", "Buy milk"])
        let binary = try Sandbox.binary()
        var environment = sandbox.environment
        environment["PATH"] =
            binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let run = try runProgram(
            [
                "fish", "-c",
                "source (crew completions fish | psub); complete -C 'crew items add x --user LOV'; complete -C 'crew items add x --every 2'; complete -C 'crew help ba'; complete -C 'crew done '",
            ], input: "", environment: environment)
        let lines = run.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(lines == ["lovelace", "2 weeks", "backups", "1"], "\(run.output)\(run.errors)")
        // Each id with its item's name, each user's word with the user's name.
        #expect(
            run.output.contains("lovelace\tAda Lovelace") && run.output.contains("1\tBuy milk"),
            "\(run.output)")
    }

    @Test(
        "bash: done offers pending items, reopen done ones, --tag the store's tags, --user any word of a name, folded"
    )
    func bashCompletesFromTheStore() throws {
        let sandbox = try Sandbox()
        for (name, email) in [
            ("Ольга Иванова", "olga@x.org"), ("山田 太郎", "yamada@x.org"), ("Zoë Ørsted", "zoe@x.org"),
        ] {
            try sandbox.crew(["users", "add", "--name", name, "--email", email])
        }
        try sandbox.crew(["items", "add", "first", "--tag", "home"])
        try sandbox.crew(["items", "add", "second", "--tag", "sprint"])
        try sandbox.crew(["items", "done", "1"])
        func reply(_ words: [String]) throws -> String { try completions(sandbox, words) }
        #expect(try reply(["crew", "items", "done", ""]) == "2\n")
        #expect(try reply(["crew", "done", ""]) == "2\n", "the short verb too")
        #expect(try reply(["crew", "items", "reopen", ""]) == "1\n")
        #expect(try reply(["crew", "items", "remove", ""]) == "2 1\n", "pending first, as a listing")
        #expect(try reply(["crew", "items", "list", "--tag", ""]) == "home sprint\n")
        #expect(try reply(["crew", "items", "edit", "2", "--untag", "sp"]) == "sprint\n")
        #expect(try reply(["crew", "items", "add", "x", "--user", "ив"]) == "иванова\n")
        #expect(try reply(["crew", "items", "add", "x", "--user", "ол"]) == "ольга\n")
        #expect(try reply(["crew", "items", "add", "x", "--user", "山"]) == "山田\n")
        #expect(try reply(["crew", "items", "add", "x", "--user", "ors"]) == "orsted\n")
        // What completed names the user: the word is a reference crew finds.
        #expect(try sandbox.crew(["items", "add", "x", "--user", "иванова"]).status == 0)
        #expect(try sandbox.crew(["items", "show", "3", "--json=owner"]).output == #"{"owner": 1}"# + "\n")
    }

    /// Values another teammate could put in a shared store (or an API's cache), each trying to
    /// run `touch` in the shell of whoever presses Tab.
    private static let hostileCandidates = [
        "m$(touch pwned-dollar)@evil.org", "b`touch pwned-backtick`@evil.org",
        "c;touch${IFS}pwned-semicolon;@evil.org", "q'\"$((6*7))\"'@evil.org", "*", "line",
        "break$(touch pwned-newline)@evil.org", "ok@x.org",
    ]

    /// A `crew` on the `PATH` whose `__complete` prints `hostileCandidates`, one per line (so
    /// a newline splits one of them), and that is the real crew otherwise.
    private func hostileCrew(_ sandbox: Sandbox) throws -> (folder: String, environment: [String: String]) {
        let folder = sandbox.path("bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let candidates = sandbox.path("candidates.txt")
        try Self.hostileCandidates.joined(separator: "\n").appending("\n")
            .write(toFile: candidates, atomically: true, encoding: .utf8)
        let wrapper = """
            #!/bin/sh
            for word in "$@"; do [ "$word" = __complete ] && exec cat '\(candidates)'; done
            exec '\(try Sandbox.binary().path)' "$@"

            """
        try ExecutableScript.write(wrapper, to: folder + "/crew")
        var environment = sandbox.environment
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return (folder, environment)
    }

    /// Files a hostile candidate would have made, in the folder the shells ran in.
    private func madeFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix("pwned")
        }
    }

    @Test("bash, zsh and fish treat every stored value as data: Tab runs nothing and inserts it quoted")
    func completionTreatsValuesAsData() throws {
        let sandbox = try Sandbox()
        let (folder, environment) = try hostileCrew(sandbox)
        let scripts = sandbox.path("scripts")
        try FileManager.default.createDirectory(atPath: scripts, withIntermediateDirectories: true)
        for shell in ["bash", "zsh", "fish"] {
            try sandbox.crew(["completions", shell]).output.write(
                toFile: "\(scripts)/crew.\(shell)", atomically: true, encoding: .utf8)
        }
        let bash = try runTool(
            [
                "bash", "-c",
                "cd \"$1\" && source \"$2/crew.bash\" && COMP_WORDS=(crew items add x --user '') && COMP_CWORD=5 "
                    + "&& _crew && printf '%s\\n' \"${COMPREPLY[@]}\"", "bash", folder, scripts,
            ], input: "", environment: environment)
        #expect(bash.status == 0, "\(bash.errors)")
        #expect(madeFiles(folder).isEmpty, "bash ran a candidate: \(madeFiles(folder))")
        #expect(bash.outputLines.contains(#"m\$\(touch\ pwned-dollar\)@evil.org"#), "\(bash.output)")
        #expect(bash.outputLines.contains(#"\*"#), "a * is not a glob: \(bash.output)")
        #expect(bash.outputLines.contains("ok@x.org"))
        // Inserted as bash quotes them, each candidate reads back as exactly the stored text.
        let readBack = try runTool(
            [
                "bash", "-c", "eval \"set -- $1\"; printf '%s\\n' \"$@\"", "bash",
                bash.outputLines.joined(separator: " "),
            ],
            input: "", environment: environment)
        #expect(
            readBack.outputLines
                == Self.hostileCandidates.flatMap { $0.split(separator: "\n").map(String.init) })
        #expect(madeFiles(folder).isEmpty)

        let zsh = try runTool(
            [
                "zsh", "-f", "-c",
                "cd \"$1\"; compdef() { :; }; compadd() { print -rl -- \"${(@P)${argv[-1]}}\"; }; source \"$2/crew.zsh\"; "
                    + "words=(crew items add x --user ''); CURRENT=6; _crew", "zsh", folder, scripts,
            ], input: "", environment: environment)
        #expect(zsh.status == 0, "\(zsh.errors)")
        #expect(madeFiles(folder).isEmpty, "zsh ran a candidate: \(madeFiles(folder))")
        #expect(zsh.outputLines == Self.hostileCandidates, "\(zsh.output)")

        let fish = try runTool(
            [
                "fish", "--no-config", "-c",
                "cd $argv[1]; source $argv[2]/crew.fish; complete -C 'crew items add x --user '", folder,
                scripts,
            ], input: "", environment: environment)
        #expect(fish.status == 0, "\(fish.errors)")
        #expect(madeFiles(folder).isEmpty, "fish ran a candidate: \(madeFiles(folder))")
        let offered = fish.outputLines.map { String($0.prefix { $0 != "\t" }) }
        #expect(Set(Self.hostileCandidates).isSubset(of: Set(offered)), "\(fish.output)")
    }

    @Test("an e-mail holding $(...) in the store completes as text in bash and runs nothing")
    func storedEmailIsData() throws {
        let sandbox = try Sandbox()
        let email = "m$(id>pwned)@evil.org"
        #expect(try sandbox.crew(["users", "add", "--name", "M", "--email", email]).status == 0)
        let folder = sandbox.path("here")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try bash(
            sandbox,
            "cd \"\(folder)\" && COMP_WORDS=(crew items add x --user '') && COMP_CWORD=5 && _crew "
                + "&& printf '%s\\n' \"${COMPREPLY[@]}\"")
        #expect(run.status == 0, "\(run.errors)")
        #expect(madeFiles(folder).isEmpty)
        #expect(run.outputLines == ["1", #"m\$\(id\>pwned\)@evil.org"#, "m"])
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
        // Where crew keeps what it keeps, and the short verbs, each with what it stands for.
        for section in [".SH FILES", ".SH ENVIRONMENT", ".SH SHORT VERBS"] {
            #expect(man.output.contains("\n\(section)\n"), "\(section)")
        }
        for path in ["crew/crew.sqlite3", "crew/config", "crew/history"] {
            #expect(man.output.contains(path))
        }
        #expect(man.output.contains("\\fBcrew ls\\fR\nThe same as \\fBcrew items list\\fR."))
        #expect(!man.output.contains("README"), "the manual points at what is installed")
        let file = sandbox.path("crew.1")
        try man.output.write(toFile: file, atomically: true, encoding: .utf8)
        let rendered = try runTool(["groff", "-man", "-ww", "-z", file], input: "")
        #expect(rendered.status == 0)
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
    }
}
