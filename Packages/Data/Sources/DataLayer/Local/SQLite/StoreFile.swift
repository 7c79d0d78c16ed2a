#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The database file on disk: created private to its owner, and recognised before SQLite
/// touches it, so that a file that is not ours is never opened for writing, and a device, a pipe
/// or a folder is never opened at all.
struct StoreFile {
    enum Kind: Equatable {
        /// Absent, or the empty file crew itself created (a regular file of ours, mode 0600):
        /// crew may create its database here.
        case fresh
        /// An SQLite database marked with crew's application id.
        case crewDatabase
        /// An SQLite database with no application id: crew's only if it holds no tables.
        case unmarkedSQLite
        /// Anything else: refused.
        case foreign
    }

    let path: String

    /// The folder the file is in: "." for a bare file name.
    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Creates the parent folder (0700, when `makingFolders`: the default location) and an empty
    /// file (0600) if nothing is at `path`; a folder that does not exist is otherwise an error.
    func createIfMissing(makingFolders: Bool = true) throws(StoreError) {
        var status = stat()
        if lstat(path, &status) == 0 { return }
        guard errno == ENOENT else { throw .cannotOpen(path: path, reason: Self.reason(errno)) }
        if !makingFolders, stat(folder, &status) != 0 { throw .noSuchFolder(path: path, folder: folder) }
        try Self.createFolders(folder, for: path)
        // O_EXCL: if another crew process created it a moment ago, theirs is kept as it is.
        // fchmod: 0600 whatever the umask (under `umask 0277` the file would be 0400, and crew
        // would then refuse it as an empty file it did not create).
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            fchmod(descriptor, 0o600)
            close(descriptor)
        } else if errno != EEXIST {
            throw .cannotCreate(path: path, reason: Self.reason(errno))
        }
    }

    /// Creates each missing folder of `folder`, 0700 whatever the umask.
    private static func createFolders(_ folder: String, for path: String) throws(StoreError) {
        var status = stat()
        guard stat(folder, &status) != 0 else { return }
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component
            if stat(prefix, &status) != 0 {
                if mkdir(prefix, 0o700) == 0 {
                    chmod(prefix, 0o700)
                } else if errno != EEXIST {
                    throw .cannotCreate(
                        path: path, reason: "cannot create the folder \(folder): \(reason(errno))")
                }
            }
            prefix += "/"
        }
    }

    /// Says what the file is from its type, owner, mode and 100-byte SQLite header, without SQLite
    /// (which would create a journal beside a device, and wait for ever on a pipe).
    func kind() throws(StoreError) -> Kind {
        var link = stat()
        guard lstat(path, &link) == 0 else { throw .cannotOpen(path: path, reason: Self.reason(errno)) }
        var status = link
        let isLink = link.st_mode & S_IFMT == S_IFLNK
        if isLink, stat(path, &status) != 0 { throw .cannotOpen(path: path, reason: Self.reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        if status.st_size == 0 {
            // Only the empty file crew creates (its own, 0600, not behind a link) becomes a database.
            guard !isLink, status.st_uid == getuid(), status.st_mode & 0o777 == 0o600 else {
                throw .emptyFileNotCrews(path: path)
            }
            return .fresh
        }
        let header = try readHeader()
        guard header.count == 100, header.prefix(16).elementsEqual("SQLite format 3\0".utf8) else {
            return .foreign
        }
        let applicationID = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch Int32(bitPattern: applicationID) {
        case SQLiteSchema.applicationID: return .crewDatabase
        case 0: return .unmarkedSQLite
        default: return .foreign
        }
    }

    /// Whether crew can only read here: the file or its folder is not writable.
    var isReadOnly: Bool {
        access(path, W_OK) != 0 || access(folder, W_OK) != 0
    }

    /// Whether SQLite must read the file as it is (`immutable`): the folder cannot be written, so
    /// SQLite cannot create the WAL index a reader needs, and no write-ahead log is there (nobody
    /// can be writing). See SQLite's "Read-Only Databases".
    var mustBeReadAsItIs: Bool {
        access(folder, W_OK) != 0 && !hasWriteAheadLog
    }

    /// Whether a write-ahead log is beside the file (a writer is at work, or left changes in it).
    var hasWriteAheadLog: Bool {
        access(path + "-wal", F_OK) == 0
    }

    /// The first 100 bytes (SQLite's header), or fewer if the file is shorter.
    private func readHeader() throws(StoreError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.reason(errno)) }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < header.count {
            let received = header[count...].withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress, $0.count)
            }
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { break }
            count += received
        }
        return Array(header[0..<count])
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
