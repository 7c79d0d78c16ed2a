/// A key typed at a full-screen view: what `ScreenKeyDecoder` makes of the bytes a terminal
/// sends. Unlike the line editor's keys, Escape is a key of its own and so are the page keys.
package enum ScreenKey: Equatable, Sendable {
    case character(Character)
    case enter, escape, backspace, delete, tab
    case up, down, left, right, pageUp, pageDown, home, end
    /// Ctrl-C: raw mode reads it as a key, not a signal.
    case interrupt
    /// Ctrl-Z.
    case suspend
    /// Ctrl-L: draw the whole screen again.
    case redraw
    /// Ctrl-U: clear what was typed.
    case clearLine
    /// Ctrl-W: the word before the cursor.
    case deleteWord
    /// A control key or escape sequence with no meaning here.
    case ignored
}
