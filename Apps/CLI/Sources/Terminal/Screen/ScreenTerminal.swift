#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal as a full-screen view has it: raw mode on the alternate screen, keys and resizes
/// as events, and everything as it was on the way out, however it comes: a normal return,
/// `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT` (through `TerminalMode`'s handlers, which write `leaving`
/// first), and Ctrl-Z then `fg` (the alternate screen left before stopping, entered again after).
@MainActor
package final class ScreenTerminal {
    /// The alternate screen, the cursor hidden.
    private static let entering = "\u{1B}[?1049h\u{1B}[?25l"
    /// The normal screen back, as it was, and the cursor shown.
    private static let leaving = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private let mode: TerminalMode
    package let input: TerminalInput

    /// `nil` when standard input is not a terminal.
    package init?() {
        guard isatty(STDOUT_FILENO) == 1, let mode = TerminalMode(leaving: Self.leaving) else { return nil }
        self.mode = mode
        input = TerminalInput(resizes: mode.resizes)
    }

    /// Raw mode on the alternate screen (again, after a resize or a continue).
    package func enter() {
        mode.enterRaw()
        write(Self.entering)
    }

    /// The terminal as it was found; the input stops.
    package func leave() {
        write(Self.leaving)
        mode.close()
        input.stop()
    }

    /// Raw mode again if the shell that continued the process took it away (see
    /// `TerminalMode.reenterRawIfLost`): `true` when the screen should be drawn whole again.
    package func recoverRawMode() -> Bool {
        mode.reenterRawIfLost()
    }

    /// Stops the process as Ctrl-Z does, the normal screen shown meanwhile.
    package func suspend() {
        write(Self.leaving)
        mode.suspend()
    }

    package func write(_ text: String) {
        _ = DescriptorWrite.all(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// The terminal's columns and rows now (80×24 when it cannot say).
    package func size() -> (columns: Int, rows: Int) {
        TerminalSize.now().flatMap { $0.rows > 0 ? $0 : nil } ?? (80, 24)
    }
}
