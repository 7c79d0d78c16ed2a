#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output stream stopped taking text.
enum OutputFailure: Equatable {
    /// The descriptor was closed when crew started (`crew export - >&-`).
    case closed
    /// The reader went away (`crew items list | head -1`): not an error, the output just ends.
    case readerGone
    /// A full disk, a file too large for `ulimit -f`, an I/O error (`errno`).
    case system(Int32)

    /// The sentence after "Cannot write to standard output: ", or `nil` when nothing is wrong.
    var reason: String? {
        switch self {
        case .closed: "it is closed"
        case .readerGone: nil
        case .system(let code):
            switch code {
            case ENOSPC: "the disk is full"
            case EFBIG: "the file is larger than the limit on file size (ulimit -f)"
            default: String(cString: strerror(code))
            }
        }
    }
}
