/// Where a line editor's keys come from, a byte at a time: the terminal (`TerminalKeys`), or in
/// a test a scripted stream of what a terminal would send.
package protocol KeySource {
    mutating func next() -> KeyInput
    /// Whether bytes already read wait to be given (the rest of a paste): the editor draws once
    /// they are all taken, not at each key.
    var hasBufferedInput: Bool { get }
    /// Passes over the bytes already read that are parts of characters (not control keys): the
    /// rest of a paste past what a line holds, dropped without being decoded a key at a time.
    mutating func skipBufferedText()
}

extension KeySource {
    package var hasBufferedInput: Bool { false }
    package mutating func skipBufferedText() {}
}

/// What a key source gives next.
package enum KeyInput: Equatable {
    case byte(UInt8)
    /// The terminal changed size while a key was awaited.
    case resized
    /// The end of input.
    case end
}
