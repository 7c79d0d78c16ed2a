import DataTestSupport
import Foundation
import Testing

/// `crew ui` against an API that stops answering: the keys are read while a change waits on
/// the network, and q or Ctrl-C leave at once.
@Suite("crew ui over an API that hangs", .enabled(if: TerminalSession.isAvailable))
struct ScreenNetworkTests {
    @Test(
        "while a change waits on a server that hangs, keys are read, and q or Ctrl-C leave at once",
        arguments: ["q", "C-c"])
    func keysAnswerWhileTheServerHangs(leave: String) async throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' --api-url '\(server.url)' ui; echo \"exit=$?\"; sleep 60",
            environment: sandbox.environment)
        #expect(
            try await terminal.waitForScreen { $0.contains("delectus aut autem") && $0.contains("online") })
        try server.play("hang")
        try terminal.send("Space")
        // A key read while the completion waits on the server is taken, not lost.
        try terminal.send("j")
        try terminal.send(leave)
        #expect(try await terminal.waitForScreen { $0.contains("exit=") && !$0.contains("delectus") })
        try server.play("")
    }

    @Test(
        "a change waiting on a server that hangs ends at the API's deadline (CREW_API_TIMEOUT), kept offline and said so in the header, and the screen goes on"
    )
    func aHangingChangeEndsAtItsDeadline() async throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        var environment = sandbox.environment
        environment["CREW_API_TIMEOUT"] = "1"
        let terminal = try TerminalSession(
            "'\(try Sandbox.binary().path)' --api-url '\(server.url)' ui; echo \"exit=$?\"; sleep 60",
            environment: environment)
        #expect(
            try await terminal.waitForScreen { $0.contains("delectus aut autem") && $0.contains("online") })
        try server.play("hang")
        try terminal.send("Space")
        // The header tells the truth at once: offline, with the reason on the status line.
        #expect(
            try await terminal.waitForScreen {
                $0.contains("· offline ·") && $0.contains("1 waiting")
                    && $0.contains(
                        "Completed item 1: delectus aut autem (saved offline: the API did not take it")
            })
        try server.play("")
        try terminal.send("r")
        #expect(try await terminal.waitForScreen { $0.contains("· online ·") && $0.contains("1 waiting") })
        try terminal.send("/", "n", "o", "b")
        #expect(try await terminal.waitForScreen { $0.contains("search: nob") && !$0.contains("fugiat") })
        try terminal.send("Escape")
        try terminal.send("q")
        #expect(try await terminal.waitForScreen { $0.contains("exit=0") })
    }
}
