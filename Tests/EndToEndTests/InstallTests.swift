import DataTestSupport
import Foundation
import Testing

/// `make install`: what it puts where, and that a new shell on a fresh account finds it all by
/// doing what it says.
@Suite("crew end to end: make install")
struct InstallTests {
    static let installed = [
        "bin/crew", "share/man/man1/crew.1", "share/bash-completion/completions/crew",
        "share/zsh/site-functions/_crew", "share/fish/vendor_completions.d/crew.fish",
    ]

    @Test(
        "make install PREFIX=… puts a stripped crew, its manual and its three completions under PREFIX, creating the folders, and says where"
    )
    func installsUnderPrefix() throws {
        let sandbox = try Sandbox()
        let prefix = sandbox.path("fresh/prefix")
        let install = try Self.install(into: prefix)
        let crew = prefix + "/bin/crew"
        for file in Self.installed {
            let path = prefix + "/" + file
            #expect(
                ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 0, "\(file)"
            )
            #expect(install.output.contains("  \(path)"), "the output names \(file): \(install.output)")
        }
        #expect(try runTool([crew, "--version"], input: "").output.hasPrefix("crew "))
        let sections = try runTool(["readelf", "-S", "-W", crew], input: "")
        #expect(sections.status == 0, "\(sections.errors)")
        #expect(sections.output.contains(".text"), "readelf read the sections")
        #expect(!sections.output.contains(".symtab"), "stripped of its symbol table")
        #expect(!sections.output.contains(".debug_"), "stripped of its debug information")
        // What was installed is what this crew generates.
        #expect(
            try String(contentsOfFile: prefix + "/share/bash-completion/completions/crew", encoding: .utf8)
                == runTool([crew, "completions", "bash"], input: "").output)
        #expect(
            try String(contentsOfFile: prefix + "/share/man/man1/crew.1", encoding: .utf8)
                == runTool([crew, "help", "--man"], input: "").output)
        #expect(install.output.contains("add to ~/.profile:\n  export PATH=\"\(prefix)/bin:$PATH\"\n"))
    }

    @Test(
        "a new login bash that follows make install's advice runs crew, finds its manual, and completes crew it<Tab>",
        .enabled(if: TerminalSession.isAvailable))
    func newBashCompletes() async throws {
        let sandbox = try Sandbox()
        let prefix = sandbox.path("prefix")
        let install = try Self.install(into: prefix)
        // The lines it asks for in ~/.profile, in a home that has nothing else.
        let profile = install.outputLines.drop { !$0.hasSuffix("add to ~/.profile:") }.dropFirst()
            .prefix { $0.hasPrefix("  export ") }.map { $0.dropFirst(2) + "\n" }.joined()
        #expect(profile.contains("export PATH="), "\(install.output)")
        let home = sandbox.path("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try profile.write(toFile: home + "/.profile", atomically: true, encoding: .utf8)
        guard FileManager.default.fileExists(atPath: "/usr/share/bash-completion/bash_completion") else {
            Issue.record("bash-completion is not installed: run Scripts/install-dependencies.sh test")
            return
        }
        // Nothing but a home, a terminal and a store: bash --login sets PATH from the profile.
        let terminal = try TerminalSession(
            "bash --login",
            environment: ["HOME": home, "TERM": "xterm-256color", "CREW_STORE": sandbox.path("s.sqlite3")])
        try terminal.send("echo ready-$((6 * 7))", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("ready-42") })
        try terminal.send("man -w crew; command -v crew", "Enter")
        #expect(
            try await terminal.waitForScreen {
                $0.contains(prefix + "/share/man/man1/crew.1") && $0.contains(prefix + "/bin/crew")
            })
        try terminal.send("crew it", "Tab")
        // (tmux's capture drops the space the completion puts after the word.)
        #expect(try await terminal.waitForScreen { $0.contains("crew items") })
        try terminal.send("li", "Tab", "Enter")
        // CREW_STORE names a store no change has made yet: a listing makes none, and says so.
        #expect(try await terminal.waitForScreen { $0.contains("there is no store at") })
    }

    /// Runs `make install PREFIX=prefix` in this checkout.
    private static func install(into prefix: String) throws -> ProgramRun {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().path
        let install = try runTool(["make", "-s", "-C", repository, "install", "PREFIX=\(prefix)"], input: "")
        #expect(install.status == 0, "\(install.errors)")
        return install
    }
}
