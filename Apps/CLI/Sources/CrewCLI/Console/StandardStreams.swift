#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error as crew starts with them. One that was closed (`>&-`, `<&-`)
/// is opened again on /dev/null before anything else is opened, so that the store's file can
/// never take descriptor 1 and receive what a command prints; crew remembers it was closed.
struct StandardStreams {
    let inputIsClosed: Bool
    let outputIsClosed: Bool
    let errorsAreClosed: Bool

    /// Run once, first thing in `main`.
    static func secure() -> StandardStreams {
        // A write beyond `ulimit -f` fails with EFBIG and becomes an error sentence, instead of
        // SIGXFSZ ending the process without a word.
        signal(SIGXFSZ, SIG_IGN)
        return StandardStreams(
            inputIsClosed: reopenIfClosed(STDIN_FILENO, O_RDONLY),
            outputIsClosed: reopenIfClosed(STDOUT_FILENO, O_WRONLY),
            errorsAreClosed: reopenIfClosed(STDERR_FILENO, O_WRONLY))
    }

    /// Whether `descriptor` was closed (it now holds /dev/null).
    private static func reopenIfClosed(_ descriptor: Int32, _ mode: Int32) -> Bool {
        guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return false }
        let opened = open("/dev/null", mode)
        if opened >= 0, opened != descriptor {
            dup2(opened, descriptor)
            close(opened)
        }
        return true
    }
}
