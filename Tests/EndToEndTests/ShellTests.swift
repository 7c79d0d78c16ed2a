import Foundation
import TestSupport
import Testing

@Suite("crew end to end: shell")
struct ShellTests {
    @Test("driven through a pipe, the shell re-renders after each command")
    func pipedShell() throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["items", "add", "Existing"])
        let run = try sandbox.crew(["shell"], input: "add Buy milk\ndone 1\nsearch milk\nnonsense\nquit\n")
        #expect(run.status == 0)
        let renders = run.output.components(separatedBy: "crew shell  [").dropFirst()
        #expect(renders.count >= 8, "one render per emitted state: \(renders.count)")
        #expect(run.output.contains("…  pending         Buy milk  (saving…)"), "the optimistic row")
        #expect(run.output.contains("Added item 2: Buy milk"))
        #expect(run.output.contains("Completed item 1: Existing"))
        #expect(renders.last?.hasPrefix("all, search: milk]") == true)
        #expect(run.output.contains("unknown command 'nonsense'; type 'help'"))
        #expect(
            try sandbox.crew(["items", "list"]).output
                == "2\tpending\t\tBuy milk\t\t\t\n1\tdone\t\tExisting\t\t\t\n")
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

    static var hasTmux: Bool {
        (try? runTool(["tmux", "-V"], input: ""))?.status == 0
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
