#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys typed at the terminal: standard input's bytes, and the terminal's resizes (a byte on
/// `resizes`, which `TerminalMode` writes when `SIGWINCH` arrives) while a key is awaited. What
/// the terminal has ready is read at once, up to 4 KiB (a paste is not a system call a byte).
package struct TerminalKeys: KeySource {
    /// Readable when the terminal has changed size (see `TerminalMode.resizes`); -1 for none.
    package let resizes: Int32
    private var pending: [UInt8] = []
    private var taken = 0

    package init(resizes: Int32) {
        self.resizes = resizes
    }

    /// Bytes read and not yet given, or more ready to read now: a paste arrives in pieces.
    package var hasBufferedInput: Bool {
        if taken < pending.count { return true }
        var wait = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&wait, 1, 0) == 1 && wait.revents & Int16(POLLIN) != 0
    }

    package mutating func skipBufferedText() {
        while taken < pending.count, pending[taken] >= 0x20, pending[taken] != 0x7F { taken += 1 }
    }

    package mutating func next() -> KeyInput {
        if taken < pending.count {
            defer { taken += 1 }
            return .byte(pending[taken])
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var waits = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&waits, resizes >= 0 ? 2 : 1, -1)
            if ready < 0, errno == EINTR { continue }
            if resizes >= 0, waits[1].revents & Int16(POLLIN) != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = read(resizes, &drained, drained.count)
                return .resized
            }
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count > 0 {
                pending = Array(chunk[..<count])
                taken = 1
                return .byte(pending[0])
            }
            if count < 0, errno == EINTR { continue }
            return .end
        }
    }
}
