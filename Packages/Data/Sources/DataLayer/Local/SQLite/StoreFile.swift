import Foundation

/// The database file on disk: created private to its owner, and recognised before SQLite
/// touches it, so that a file that is not ours is never opened for writing.
struct StoreFile {
    enum Kind: Equatable {
        /// Absent or empty: crew may create its database here.
        case fresh
        /// An SQLite database marked with crew's application id.
        case crewDatabase
        /// An SQLite database with no application id: crew's only if it holds no tables.
        case unmarkedSQLite
        /// Anything else: refused.
        case foreign
    }

    let path: String

    /// Creates the parent folder (0700) and an empty file (0600) if the file does not exist.
    func createIfMissing() throws(StoreError) {
        let fileManager = FileManager.default
        guard !fileManager.fileExists(atPath: path) else { return }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !fileManager.fileExists(atPath: directory) {
            do {
                try fileManager.createDirectory(
                    atPath: directory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotCreate(path: path, reason: "cannot create the folder \(directory)")
            }
        }
        // O_EXCL: if another crew process created it a moment ago, theirs is kept as it is.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Reads the 100-byte SQLite header, without SQLite, and says what the file is.
    func kind() throws(StoreError) -> Kind {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotOpen(path: path, reason: "cannot read the file")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        if header.isEmpty { return .fresh }
        guard header.count == 100, header.prefix(16) == Data("SQLite format 3\0".utf8) else {
            return .foreign
        }
        let applicationID = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch Int32(bitPattern: applicationID) {
        case SQLiteSchema.applicationID: return .crewDatabase
        case 0: return .unmarkedSQLite
        default: return .foreign
        }
    }
}
