#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file or standard input could not be read whole.
enum InputReadError: Error, Equatable {
    /// The descriptor was closed when crew started (`<&-`).
    case closed
    case folder
    /// More than `limit` bytes: `crew import - < /dev/zero` ends here instead of filling memory.
    case tooLarge(limit: Int)
    /// What the system said (`errno`).
    case system(Int32)
    /// A line that is not UTF-8 text.
    case notUTF8
    /// A line longer than `limit` bytes (read past, never held).
    case lineTooLong(limit: Int)

    /// The sentence after "Cannot read standard input: ".
    var reason: String {
        switch self {
        case .closed: "it is closed"
        case .folder: "it is a folder"
        case .tooLarge(let limit): "it holds more than \(limit / (1 << 20)) MiB, the most crew reads at once"
        case .system(let code): String(cString: strerror(code)).lowercasedFirst
        case .notUTF8: "the line is not valid UTF-8 text"
        case .lineTooLong(let limit):
            "the line is longer than \(limit / 1024) KiB, the most crew reads as one line"
        }
    }
}

extension String {
    /// "No such file or directory" → "no such file or directory", to follow a colon.
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
