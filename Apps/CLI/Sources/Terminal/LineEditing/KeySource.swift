/// Where a line editor's keys come from, a byte at a time: the terminal (`TerminalKeys`), or in
/// a test a scripted stream of what a terminal would send.
package protocol KeySource {
    mutating func next() -> KeyInput
}

/// What a key source gives next.
package enum KeyInput: Equatable {
    case byte(UInt8)
    /// The terminal changed size while a key was awaited.
    case resized
    /// The end of input.
    case end
}
