import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in raw mode for the line editor, and back as it was on every way out: a normal
/// return, `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT` (restored, then the process ends with the
/// signal's status), and `SIGTSTP` (restored before the process stops; raw again when `fg`
/// continues it, and again a moment later: the shell that continues it may set the terminal its
/// own way just after).
@MainActor
package final class TerminalMode: RawTerminal {
    private let descriptor: Int32
    private let original: termios
    private let raw: termios
    /// Whether raw mode is wanted now: read by the `SIGCONT` handler, off the main actor.
    private let wantsRaw = RawWish()
    private var sources: [any DispatchSourceSignal] = []
    private(set) var isRaw = false
    /// Readable once the terminal has changed size (the read end of a pipe); -1 when unavailable.
    package private(set) var resizes: Int32 = -1
    /// Written to standard output before the settings are restored on a signal: what a full-screen
    /// view writes to leave the alternate screen and show the cursor again.
    private let leaving: [UInt8]

    /// `nil` when `descriptor` is not a terminal. `leaving` is written before the settings are
    /// put back when a signal ends or stops the process.
    package init?(descriptor: Int32 = STDIN_FILENO, leaving: String = "") {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        self.descriptor = descriptor
        self.original = settings
        self.raw = Self.raw(from: settings)
        self.leaving = Array(leaving.utf8)
        watchSignals()
    }

    /// No echo, no line buffering, no signals from keys (the editor reads Ctrl-C and Ctrl-Z itself).
    package func enterRaw() {
        var raw = raw
        // TCSANOW, not TCSAFLUSH: keys typed ahead while crew was busy are read, not thrown away.
        tcsetattr(descriptor, TCSANOW, &raw)
        isRaw = true
        wantsRaw.set(true)
    }

    /// Sets raw mode again if it is wanted and the terminal, while this process has it, is no
    /// longer raw (a shell that continued the process set it its own way later than the `SIGCONT`
    /// handler looked): `true` when it had to, and what is on screen should be drawn again.
    package func reenterRawIfLost() -> Bool {
        var current = termios()
        guard isRaw, tcgetpgrp(descriptor) == getpgrp(), tcgetattr(descriptor, &current) == 0,
            current.c_lflag & tcflag_t(ICANON | ECHO | ISIG) != 0
        else { return false }
        enterRaw()
        return true
    }

    private static func raw(from original: termios) -> termios {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The settings as they were, once what was written has reached the terminal; keys typed
    /// since are kept for the next read (as a shell keeps typeahead).
    package func restore() {
        wantsRaw.set(false)
        var settings = original
        tcsetattr(descriptor, TCSADRAIN, &settings)
        isRaw = false
    }

    /// Stops the process as Ctrl-Z would, with the terminal restored; raw again on `fg`.
    package func suspend() {
        restore()
        kill(getpid(), SIGSTOP)
        enterRaw()
    }

    /// Ends watching the signals and leaves the terminal as it was.
    package func close() {
        restore()
        for source in sources { source.cancel() }
        sources = []
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH] {
            signal(signalNumber, SIG_DFL)
        }
    }

    /// The handlers run on a queue of their own while the main thread waits for a key; each
    /// restores the saved settings (a value, copied into the handler) before anything else.
    private func watchSignals() {
        // SIGQUIT (Ctrl-\ where raw mode lets it through, or `kill -QUIT`) too: its default, a core
        // dump, would leave the terminal raw on the alternate screen.
        let ending = [
            (SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGQUIT, Int32(131)),
        ]
        for (signalNumber, status) in ending {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler(
                handler: Self.restoring(descriptor, original, leaving, then: { _exit(status) }))
            source.resume()
            sources.append(source)
        }
        signal(SIGTSTP, SIG_IGN)
        let stop = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .global())
        stop.setEventHandler(
            handler: Self.restoring(descriptor, original, leaving, then: { kill(getpid(), SIGSTOP) }))
        stop.resume()
        sources.append(stop)
        // A resize wakes the wait for a key through a pipe (the signal may reach any thread, so
        // it cannot be relied on to interrupt the main thread's read).
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        resizes = ends[0]
        let writer = ends[1]
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resize.setEventHandler(handler: Self.waking(writer))
        resize.resume()
        sources.append(resize)
        // `fg` continues the process, and the shell may then set the terminal as it saved it,
        // after crew went raw again (half the time in tmux with bash): typed keys were then read
        // as a cooked line and run. Raw mode is set again over the next half second, and the
        // screen redrawn as after a resize. (Ignoring SIGCONT still continues the process.)
        signal(SIGCONT, SIG_IGN)
        let continued = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .global())
        continued.setEventHandler(
            handler: Self.rawAgain(descriptor, raw, wantsRaw, then: Self.waking(writer)))
        continued.resume()
        sources.append(continued)
    }

    /// A handler that sets `raw` again, a few times over half a second, while the process has the
    /// terminal and raw mode is wanted; then wakes the editor.
    nonisolated private static func rawAgain(
        _ descriptor: Int32, _ raw: termios, _ wish: RawWish, then wake: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
        {
            var woke = false
            for pause in [0, 20_000, 80_000, 150_000, 250_000] as [UInt32] {
                usleep(pause)
                guard wish.isWanted, tcgetpgrp(descriptor) == getpgrp() else { continue }
                var settings = raw
                tcsetattr(descriptor, TCSANOW, &settings)
                if !woke { wake() }
                woke = true
            }
        }
    }

    /// A handler that writes one byte to `descriptor`, off the main actor.
    nonisolated private static func waking(_ descriptor: Int32) -> @Sendable () -> Void {
        {
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }
    }

    /// A handler that runs off the main actor (on the signal queue): it touches only the values
    /// it was given.
    nonisolated private static func restoring(
        _ descriptor: Int32, _ original: termios, _ leaving: [UInt8],
        then finish: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
        {
            if !leaving.isEmpty { _ = DescriptorWrite.all(leaving, to: STDOUT_FILENO) }
            var settings = original
            tcsetattr(descriptor, TCSAFLUSH, &settings)
            finish()
        }
    }
}
