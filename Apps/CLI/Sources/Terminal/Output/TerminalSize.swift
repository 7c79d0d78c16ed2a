#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal standard output writes to, asked afresh each time (it follows the
/// window): what a table fits its columns to and what a full screen is drawn at.
package enum TerminalSize {
    /// Columns and rows now; `nil` when standard output is not a terminal that says.
    package static func now() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
        else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
