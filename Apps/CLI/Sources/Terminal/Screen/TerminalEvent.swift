/// What a full-screen view waits for: bytes typed, a change of the terminal's size (or a
/// continue after Ctrl-Z, which needs the same redraw), a tick of its clock, or the end of input.
package enum TerminalEvent: Sendable, Equatable {
    case bytes([UInt8])
    case resized
    case tick
    case end
}
