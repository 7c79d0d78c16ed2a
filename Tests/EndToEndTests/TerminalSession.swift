import Foundation
import Testing

/// A command running at a terminal of its own: a detached tmux session, typed into with
/// `send-keys` and read back as the screen it shows. The session ends with the value.
final class TerminalSession {
    let name: String

    static var isAvailable: Bool {
        (try? runTool(["tmux", "-V"], input: ""))?.status == 0
    }

    /// Starts `command` (run by tmux with `sh -c`) at a terminal of `width` by `height`.
    init(_ command: String, width: Int = 100, height: Int = 30) throws {
        name = "crew-e2e-\(UUID().uuidString.prefix(8))"
        try runTool(
            ["tmux", "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command],
            input: "")
    }

    /// Types `keys`, each a string or a key name tmux knows ("Enter", "Tab", "C-r", "Left").
    func send(_ keys: String...) throws {
        try runTool(["tmux", "send-keys", "-t", name] + keys, input: "")
    }

    var screen: String {
        get throws { try runTool(["tmux", "capture-pane", "-p", "-t", name], input: "").output }
    }

    /// The process tmux started for the command (the shell that runs it).
    var panePID: pid_t {
        get throws {
            let output = try runTool(["tmux", "display-message", "-p", "-t", name, "#{pane_pid}"], input: "")
                .output
            return pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
    }

    /// Waits up to ten seconds for the screen to satisfy `condition`; records what it shows if
    /// it never does. Polled, so a fast machine does not wait at all.
    func waitForScreen(until condition: (String) -> Bool) async throws -> Bool {
        for _ in 0..<100 {
            if condition(try screen) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("screen never matched:\n\(try screen)")
        return false
    }

    func end() {
        _ = try? runTool(["tmux", "kill-session", "-t", name], input: "")
    }

    deinit { end() }
}
