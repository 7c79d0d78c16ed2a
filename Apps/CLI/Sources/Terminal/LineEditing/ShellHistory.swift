#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines typed at the shell, kept between sessions in `$XDG_STATE_HOME/crew/history` (else
/// `~/.local/state/crew/history`), readable by their owner only (0600), the last 1,000. A line
/// that holds the API token is never kept.
@MainActor
package final class ShellHistory {
    package static let capacity = 1_000

    private(set) var lines: [String]
    private let path: String?
    private let isSecret: (String) -> Bool

    /// `path`: where the history lives (`nil`: this session only); `isSecret`: whether a line holds
    /// something that must not be written down (the API token).
    package init(path: String?, isSecret: @escaping (String) -> Bool) {
        self.path = path
        self.isSecret = isSecret
        lines = path.flatMap(Self.read) ?? []
    }

    package func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != lines.last else { return }
        if isSecret(line) { return }
        lines.append(line)
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
        save()
    }

    /// The history file's place: under `$XDG_STATE_HOME` when it is an absolute path, else `~/.local/state`.
    package nonisolated static func defaultPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/crew/history" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/crew/history"
    }

    private static func read(_ path: String) -> [String]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while getline(&buffer, &capacity, file) > 0, let buffer {
            var line = String(cString: buffer)
            if line.hasSuffix("\n") { line.removeLast() }
            lines.append(line)
        }
        free(buffer)
        return Array(lines.suffix(Self.capacity))
    }

    /// Written whole to a new file of this process's own (0600 whatever the umask), then moved
    /// over the old one. O_EXCL | O_NOFOLLOW: a file or link already at the temporary name (one
    /// planted to point at another file) is never written through; the history waits a line.
    private func save() {
        guard let path else { return }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        makeFolders(folder)
        let temporary = path + ".crew-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        fchmod(descriptor, 0o600)
        let text = lines.joined(separator: "\n") + "\n"
        let written = DescriptorWrite.all(Array(text.utf8), to: descriptor)
        let closed = close(descriptor) == 0
        // A history that is a folder cannot be replaced: the temporary file goes, not left beside it.
        if !(written && closed && rename(temporary, path) == 0) { unlink(temporary) }
    }

    private func makeFolders(_ folder: String) {
        var current = ""
        for part in folder.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) == 0 { chmod(current, 0o700) }
        }
    }
}
