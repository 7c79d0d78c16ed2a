/// crew's exit codes, as swift-argument-parser uses them.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// Not found, a conflict, the remote down, a store that cannot be opened.
    case failure = 1
    /// The command line is wrong, including any value the domain refuses.
    case usage = 64
    /// The store a person named is not there (sysexits' EX_NOINPUT): its folder does not exist.
    case noInput = 66
    /// The config file cannot be used (sysexits' EX_CONFIG): every command but help and
    /// --version stops with one sentence naming the file and its line.
    case configuration = 78
}
