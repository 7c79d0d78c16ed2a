/// Why a store cannot be opened or used. Constraint failures that mean something to the
/// domain (a taken e-mail, a missing owner) are reported as `DomainError` instead.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a crew database; it was left untouched.
    case notACrewDatabase(path: String)
    /// The database was written by a newer crew; it was left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database records a schema version no crew ever wrote (a negative one); left untouched.
    case unknownSchema(path: String, found: Int)
    /// The database holds something else than what it was opened for; it was left untouched.
    case holdsOtherContents(path: String, holds: StoreContents, wanted: StoreContents)
    case cannotCreate(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    /// Another process held the database longer than the busy timeout.
    case busy
    case sqlite(code: Int32, message: String)

    public var description: String {
        switch self {
        case .notACrewDatabase(let path):
            "\(path) is not a crew database (left untouched)"
        case .newerSchema(let path, let found, let supported):
            "\(path) was written by a newer crew (schema \(found), this crew reads up to \(supported))"
        case .unknownSchema(let path, let found):
            "\(path) records a schema version crew never wrote (\(found)); it was left untouched"
        case .holdsOtherContents(let path, let holds, let wanted):
            Self.mismatch(path: path, holds: holds, wanted: wanted)
        case .cannotCreate(let path, let reason):
            "cannot create the store at \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            "cannot open the store at \(path): \(reason)"
        case .busy:
            "the store is busy (another crew process held it too long)"
        case .sqlite(let code, let message):
            "store error \(code): \(message)"
        }
    }

    private static func mismatch(path: String, holds: StoreContents, wanted: StoreContents) -> String {
        switch (holds, wanted) {
        case (.localData, .cache):
            "\(path) holds local data, not an API cache; crew will not use it as one (left untouched)"
        case (.cache(let origin), .localData):
            "\(path) is the API cache of \(origin), not a local store (left untouched)"
        case (.cache(let origin), .cache(let other)):
            "\(path) is the API cache of \(origin), not of \(other) (left untouched)"
        case (.localData, .localData):
            "\(path) holds local data"
        }
    }
}
