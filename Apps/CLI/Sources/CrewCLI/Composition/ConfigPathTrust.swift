import CommandGrammar

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the folders on a config file's way may be trusted, as ssh's `StrictModes` checks a
/// key's: every folder from the file up to the folder configs live under (`XDG_CONFIG_HOME`, or
/// `HOME`), and, when the file or a folder is a symbolic link, every folder of where it really
/// is (up to that same folder when it is inside it, else up to `/`), is owned by the user crew
/// runs as or by root and writable by no one else. A sticky folder (1777) is no exception: its
/// files cannot be removed by others, but a name not yet taken in it can be, by anyone. Without
/// this, another user who can write `~/.config/crew` links `config` to a file of theirs.
struct ConfigPathTrust {
    /// The config file's path as the environment names it.
    let path: String
    /// The folder configs live under: where the walk up the literal path stops.
    let base: String

    /// `path` and `base` with repeated and trailing slashes taken away (`HOME=/home/ada/`).
    init(path: String, base: String) {
        self.path = Self.normalized(path)
        self.base = Self.normalized(base)
    }

    private static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    func check() throws(UsageError) {
        try checkFolders(from: parent(of: path), upTo: base)
        guard let real = Self.realPath(path), real != path || Self.isLink(path) || hasLinkedFolder
        else { return }
        let realBase = Self.realPath(base) ?? base
        let stop = real.hasPrefix(realBase + "/") ? realBase : "/"
        try checkFolders(from: parent(of: real), upTo: stop)
    }

    private var hasLinkedFolder: Bool {
        var folder = parent(of: path)
        while folder != base, parent(of: folder) != folder {
            if Self.isLink(folder) { return true }
            folder = parent(of: folder)
        }
        return false
    }

    /// Each folder from `start` up to `stop` (both included), or up to `/` when `stop` is not
    /// above it.
    private func checkFolders(from start: String, upTo stop: String) throws(UsageError) {
        var folder = start
        while true {
            try checkFolder(folder)
            let above = parent(of: folder)
            // The top: `/`, or "." for a relative path (crew's own are absolute).
            if folder == stop || above == folder { return }
            folder = above
        }
    }

    private func checkFolder(_ folder: String) throws(UsageError) {
        var status = stat()
        // A folder that cannot be looked at is no one's to write either: reading the file fails
        // on its own if it matters.
        guard lstat(folder, &status) == 0 else { return }
        // A link's own mode means nothing; the folder it leads to is checked by the real path.
        if status.st_mode & S_IFMT == S_IFLNK { return }
        switch OtherWriter(status) {
        case nil: return
        case .owner(let owner):
            throw refuse(
                "the folder \(folder) belongs to user \(owner), not to you (user \(geteuid())) or root")
        case let writer?:
            let mode = String(status.st_mode & 0o7777, radix: 8)
            throw refuse(
                "\(writer.who) can write the folder \(folder) (mode \(mode)), and so replace the file; make it yours alone: chmod go-w \(folder)"
            )
        }
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func refuse(_ reason: String) -> UsageError {
        UsageError("Not reading the config file \(path): \(reason)", path: [])
    }
}
