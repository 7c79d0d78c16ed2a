/// What the line editor asks of the terminal: raw mode while a line is read, the settings back
/// after, and Ctrl-Z's suspension. `TerminalMode` is the terminal; a test records the calls.
@MainActor
package protocol RawTerminal: AnyObject {
    func enterRaw()
    func restore()
    func suspend()
}
