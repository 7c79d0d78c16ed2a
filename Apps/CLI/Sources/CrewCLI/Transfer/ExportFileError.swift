/// Why a backup cannot be written where it was asked to go, as a sentence.
enum ExportFileError: Error, Equatable, CustomStringConvertible {
    /// Something that is not a crew backup is there already; it was left untouched.
    case notABackup(path: String)
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .notABackup(let path):
            "\(path) exists and is not a crew backup; it was left untouched (choose another name)."
        case .cannotWrite(let path, let reason):
            "Cannot write \(path): \(reason); nothing was written there."
        }
    }
}
