import Terminal

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
        TerminalSize.now()
    }
}
