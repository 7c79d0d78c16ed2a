import DataTestSupport
import Foundation
import Testing

/// What a person pastes into `crew ui`: read in bulk and drawn once, cut at what a prompt holds
/// with a sentence, and the screen answers the next key at once.
@Suite("crew ui: a paste", .enabled(if: TerminalSession.isAvailable))
struct ScreenPasteTests {
    @Test(
        "a paste of 1 MB after a is cut at what the prompt holds, said in one sentence; Esc, and the screen answers"
    )
    func hugePaste() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Buy milk"])
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui; echo \"exit=$?\"; sleep 60", environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("a")
        #expect(try await terminal.waitForScreen { $0.contains("Add:") })
        try terminal.paste(String(repeating: "pasted ", count: 150_000), through: sandbox.path("paste.txt"))
        #expect(
            try await terminal.waitForScreen {
                $0.contains("A prompt holds at most 2000 characters: the rest of the paste was left out.")
            })
        try terminal.send("Escape", "q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
        #expect(try sandbox.crew(["items", "list"]).outputLines.count == 1, "nothing was added")
    }

    @Test(
        "a paste of 100 KB after / is cut at what a search holds, said in one sentence; the list still answers"
    )
    func searchPaste() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Buy milk"])
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui; echo \"exit=$?\"; sleep 60", environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") })
        try terminal.send("/")
        try terminal.paste(String(repeating: "milk ", count: 20_000), through: sandbox.path("paste.txt"))
        #expect(
            try await terminal.waitForScreen {
                $0.contains("A search holds at most 200 characters: the rest of the paste was left out.")
            })
        try terminal.send("Escape")
        #expect(try await terminal.waitForScreen { $0.contains("Buy milk") && !$0.contains("search:") })
        try terminal.send("q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }

    @Test("a short paste after a is added as typed")
    func shortPaste() async throws {
        let sandbox = try Sandbox()
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' ui; echo \"exit=$?\"; sleep 60", environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("crew ui") })
        try terminal.send("a")
        try terminal.paste("Water the plants --due 2031-01-03", through: sandbox.path("paste.txt"))
        try terminal.send("Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Added item 1: Water the plants") })
        try terminal.send("q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }
}

/// What a person pastes into `crew shell`'s line editor.
@Suite("crew shell: a paste", .enabled(if: TerminalSession.isAvailable))
struct ShellPasteTests {
    @Test(
        "a 5 MB line pasted is read in bulk and cut at 64 KiB with one sentence; Ctrl-C, and the shell answers"
    )
    func hugeLine() async throws {
        let sandbox = try Sandbox()
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' shell; echo \"exit=$?\"; sleep 60",
            environment: sandbox.environment)
        #expect(try await terminal.waitForScreen { $0.contains("crew>") })
        try terminal.paste(String(repeating: "x", count: 5_000_000), through: sandbox.path("paste.txt"))
        #expect(
            try await terminal.waitForScreen {
                $0.contains("(a line holds at most 65536 characters: the rest of the paste was left out)")
            })
        try terminal.send("C-c", "add Water the plants", "Enter")
        #expect(try await terminal.waitForScreen { $0.contains("Added item 1: Water the plants") })
        try terminal.send("C-d")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }
}
