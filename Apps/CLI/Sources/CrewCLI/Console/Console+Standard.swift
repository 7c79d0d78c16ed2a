#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Console {
    /// The real standard streams; built once, by `crew`'s entry point.
    public static func standard() -> Console {
        let streams = StandardStreams.secure()
        return Console(
            output: FileDescriptorOutput(descriptor: STDOUT_FILENO, isClosed: streams.outputIsClosed),
            errors: FileDescriptorOutput(descriptor: STDERR_FILENO, isClosed: streams.errorsAreClosed),
            input: StandardInput(isClosed: streams.inputIsClosed),
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            width: terminalSize()?.columns, height: terminalSize()?.rows
        )
    }

    /// The terminal's size now, when standard output is one.
    static func terminalSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
        else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
