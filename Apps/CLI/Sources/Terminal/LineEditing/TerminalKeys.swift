#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys typed at the terminal: standard input's bytes, and the terminal's resizes (a byte on
/// `resizes`, which `TerminalMode` writes when `SIGWINCH` arrives) while a key is awaited.
package struct TerminalKeys: KeySource {
    /// Readable when the terminal has changed size (see `TerminalMode.resizes`); -1 for none.
    package let resizes: Int32

    package init(resizes: Int32) {
        self.resizes = resizes
    }

    package mutating func next() -> KeyInput {
        var byte: UInt8 = 0
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
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return .byte(byte) }
            if count < 0, errno == EINTR { continue }
            return .end
        }
    }
}
