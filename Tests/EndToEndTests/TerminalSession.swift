import DataTestSupport
import Foundation
import Testing

/// A command running at a terminal of its own: a detached session on a tmux server of its own
/// (`tmux -L`, no configuration file), typed into with `send-keys` and read back as the screen it
/// shows. The server starts from an environment built from nothing plus `environment`, so the
/// command never sees a variable of whoever runs the tests (nor of a tmux server they run);
/// it ends with the value.
final class TerminalSession {
    let name: String
    /// The tmux server's socket name, unique to this session.
    private let server: String

    static var isAvailable: Bool {
        (try? runTool(["tmux", "-V"], input: ""))?.status == 0
    }

    /// Starts `command` (run by tmux with `sh -c`) at a terminal of `width` by `height`, with
    /// `environment` (a `Sandbox`'s, say) and nothing else.
    init(_ command: String, environment: [String: String], width: Int = 100, height: Int = 30) throws {
        name = "crew-e2e-\(UUID().uuidString.prefix(8))"
        server = name
        var environment = environment
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        // A shell run here keeps no history: bash writes it when the server is killed, which can
        // fall while the test removes its home, and the folder then stays (not empty).
        environment["HISTFILE"] = environment["HISTFILE"] ?? ""
        try runTool(
            [
                "tmux", "-u", "-f", "/dev/null", "-L", server, "new-session", "-d", "-s", name, "-x",
                String(width),
                "-y", String(height), command,
            ],
            input: "", environment: environment)
    }

    /// Types `keys`, each a string or a key name tmux knows ("Enter", "Tab", "C-r", "Left").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Pastes `text` as a terminal does (tmux's paste buffer, read from `file`): all of it at
    /// once, not key by key.
    func paste(_ text: String, through file: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try tmux(["load-buffer", file])
        try tmux(["paste-buffer", "-t", name])
    }

    /// Makes the terminal `width` by `height`, as a person resizing the window does.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    var screen: String {
        get throws { try tmux(["capture-pane", "-p", "-t", name]).output }
    }

    /// The process tmux started for the command (the shell that runs it).
    var panePID: pid_t {
        get throws {
            let output = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).output
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
        // On one line, so that a run's summary (which prints a failure's first line) shows it.
        let rows = try screen.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        // Blank rows in a run are one "…".
        let shown = rows.enumerated().filter {
            $0.offset == 0 || !($0.element.isEmpty && rows[$0.offset - 1].isEmpty)
        }
        .map { $0.element.isEmpty ? "…" : $0.element }.joined(separator: " ⏎ ")
        Issue.record("screen never matched: \(shown)")
        return false
    }

    /// The terminal device the command reads (`/dev/pts/N`).
    var device: String {
        get throws {
            try tmux(["display-message", "-p", "-t", name, "#{pane_tty}"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// The processes the command's shell started, with their state (`T`: stopped), on one line:
    /// what a failure says beside the screen.
    var processes: String {
        get throws {
            let pid = try panePID
            let listed = try runTool(["ps", "-o", "pid=,stat=,args=", "--ppid", String(pid)], input: "")
                .output
            return listed.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: "; ")
        }
    }

    /// Ends the command and this session's tmux server with it.
    func end() {
        _ = try? tmux(["kill-server"])
    }

    deinit { end() }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> ProgramRun {
        try runTool(["tmux", "-u", "-L", server] + arguments, input: "")
    }
}
