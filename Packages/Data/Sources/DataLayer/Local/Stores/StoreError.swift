import Domain

/// Why a store cannot be opened or used. Constraint failures that mean something to the
/// domain (a taken e-mail, a missing owner) are reported as `DomainError` instead.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a crew database; it was left untouched.
    case notACrewDatabase(path: String)
    /// The database was written by a newer crew; it was left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// Not a regular file (a device, a pipe, a folder): crew never opens it.
    case notARegularFile(path: String)
    /// An empty file crew did not create (another mode or owner, or behind a link): left untouched.
    case emptyFileNotCrews(path: String)
    /// Opened read-only (the file or its folder cannot be written), and asked to write.
    case readOnly(path: String)
    /// Every id up to `Identifier.maximum` was handed out (an import asked for the largest).
    case noIDLeft(kind: String)
    /// The database records a schema version no crew ever wrote (a negative one); left untouched.
    case unknownSchema(path: String, found: Int)
    /// The database holds something else than what it was opened for; it was left untouched.
    case holdsOtherContents(path: String, holds: StoreContents, wanted: StoreContents)
    /// The database file could not be created, and why.
    case cannotCreate(path: String, reason: String)
    /// The database file could not be opened, and why.
    case cannotOpen(path: String, reason: String)
    /// The folder a store was named in does not exist: crew makes a store there only when the
    /// folder does (a mistyped `--store` path makes nothing), its default location aside.
    case noSuchFolder(path: String, folder: String)
    /// A command that only reads was named a store that does not exist: it makes none.
    case noStore(path: String)
    /// Another process held the database longer than the busy timeout.
    case busy
    /// A write would make the file larger than the process may (`ulimit -f`).
    case fileSizeLimit
    /// The file was removed or replaced since crew opened it; nothing was written.
    case replaced(path: String)
    /// SQLite refused a statement (`code` is its result code).
    case sqlite(code: Int32, message: String)
    /// The PostgreSQL server refused a statement or went away (`code` is its SQLSTATE).
    case server(code: String, message: String)

    /// Whether the error says the store is not there (its folder, or the store a read named):
    /// what a person named does not exist, exit 66 at the command line.
    public var isMissing: Bool {
        switch self {
        case .noSuchFolder, .noStore: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .notACrewDatabase(let path):
            "\(path) is not a crew database (left untouched)"
        case .newerSchema(let path, let found, let supported):
            "\(path) was written by a newer crew (schema \(found), this crew reads up to \(supported))"
        case .notARegularFile(let path):
            "\(path) is not a regular file (a device, a pipe or a folder); crew keeps its data in a file of its own"
        case .emptyFileNotCrews(let path):
            "\(path) is an empty file that crew did not create; it was left untouched (give --store a new path, or remove the file)"
        case .readOnly(let path):
            "the store at \(path) is read-only (the file or its folder cannot be written): crew can show it, not change it"
        case .noIDLeft(let kind):
            "no \(kind) id is left: ids stop at \(Identifier<Never>.maximum)"
        case .unknownSchema(let path, let found):
            "\(path) records a schema version crew never wrote (\(found)); it was left untouched"
        case .holdsOtherContents(let path, let holds, let wanted):
            Self.mismatch(path: path, holds: holds, wanted: wanted)
        case .cannotCreate(let path, let reason):
            "cannot create the store at \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            "cannot open the store at \(path): \(reason)"
        case .noSuchFolder(let path, let folder):
            "there is no store at \(path): the folder \(folder) does not exist (crew makes a store only in a folder that does; nothing was made)"
        case .noStore(let path):
            "there is no store at \(path): nothing was made (the first change makes it, e.g. crew --store \(path) add NAME)"
        case .busy:
            "the store is busy (another crew process held it too long)"
        case .replaced(let path):
            "the store at \(path) was removed or replaced since crew opened it: nothing was changed (start crew again)"
        case .fileSizeLimit:
            "the store's file would grow beyond the limit on file size (ulimit -f): nothing was changed"
        case .sqlite(let code, let message):
            Self.sentence(forSQLiteCode: code, message: message)
        case .server(let code, let message):
            Self.sentence(forSQLState: code, message: message)
        }
    }

    /// What an SQLite failure means to a person, by its primary result code (the low byte).
    private static func sentence(forSQLiteCode code: Int32, message: String) -> String {
        switch code & 0xFF {
        case 3, 23: "the store cannot be used: permission denied"
        case 7: "the store ran out of memory"
        case 8: "the store is read-only: crew cannot change it"
        case 10: "the store could not be read or written (an input/output error on the disk)"
        case 11: "the store is damaged (SQLite reports it malformed)"
        case 13: "the disk is full: nothing was changed"
        case 14: "the store cannot be opened"
        case 26: "the store is not a database"
        default: "the store failed (SQLite error \(code): \(message))"
        }
    }

    /// What a PostgreSQL failure means to a person, by its SQLSTATE class.
    private static func sentence(forSQLState code: String, message: String) -> String {
        if code == "42501" || code.hasPrefix("28") {
            return "the PostgreSQL store cannot be used: permission denied (\(message))"
        }
        return switch code.prefix(2) {
        case "08": "the PostgreSQL server cannot be reached (\(message))"
        case "53": "the PostgreSQL server ran out of resources (\(message)): nothing was changed"
        case "57": "the PostgreSQL server is shutting down or cancelled the statement (\(message))"
        default: "the PostgreSQL store failed (SQLSTATE \(code): \(message))"
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
