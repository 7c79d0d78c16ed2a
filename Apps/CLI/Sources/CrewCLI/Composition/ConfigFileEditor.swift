import CommandGrammar
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `crew config set|unset`: the config file with one setting written or taken out, its other
/// lines (comments too) kept as they are. The new text is read by the file's own reader first
/// (`ConfigFile.parse`, `me`, `api-url`), so a value the reader would refuse is refused here and
/// nothing is written; then it replaces the old file at once (a file of its own in the same
/// folder, 0600, renamed over it), in a folder made 0700 when there is none. A file crew would
/// not read (another user's, or one others can write) is not replaced either.
struct ConfigFileEditor {
    /// The config file's path.
    let path: String
    /// The folder configs live under (`XDG_CONFIG_HOME`, else `HOME`).
    let base: String

    /// What became of the file, as `crew config set|unset` says it.
    enum Outcome: Equatable {
        case written
        case unchanged
    }

    /// Writes `key = value`: in place of the line that sets `key` (other lines setting it go), or
    /// after the last line.
    func set(_ key: String, to value: String) throws(UsageError) -> Outcome {
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UsageError("The value for '\(key)' must be one line without control characters", path: [])
        }
        let line = "\(key) = \(Self.written(value))"
        var lines = try currentLines()
        if let first = lines.firstIndex(where: { Self.key(of: $0) == key }) {
            lines[first] = line
            lines = lines.enumerated().filter { $0.offset == first || Self.key(of: $0.element) != key }.map(
                \.element)
        } else {
            if lines.last == "" { lines.removeLast() }
            lines += [line, ""]
        }
        try replace(with: lines)
        return .written
    }

    /// Takes out every line that sets `key`; `.unchanged` when none did.
    func unset(_ key: String) throws(UsageError) -> Outcome {
        let lines = try currentLines()
        let kept = lines.filter { Self.key(of: $0) != key }
        guard kept.count < lines.count else { return .unchanged }
        try replace(with: kept)
        return .written
    }

    /// The file's lines as they are (an empty list when there is no file), once crew trusts it.
    private func currentLines() throws(UsageError) -> [String] {
        guard let bytes = try ConfigFile.trustedBytes(at: path, base: base) else { return [] }
        let decoded = try ConfigFile.text(of: bytes, path: path)
        return decoded.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    }

    /// The key a line sets, as the reader finds it; `nil` for a comment, a blank or a bad line.
    private static func key(of line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        var key = trimmed[..<equals]
        while key.last == " " || key.last == "\t" { key = key.dropLast() }
        return String(key)
    }

    /// A value as the reader reads it back: bare when it can be, else in double quotes.
    private static func written(_ value: String) -> String {
        let bare =
            !value.isEmpty && value.first?.isWhitespace == false && value.last?.isWhitespace == false
            && !value.contains("#") && !value.hasPrefix("\"")
        guard !bare else { return value }
        var quoted = "\""
        for character in value {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// Reads `lines` as the reader does, then puts them in place of the file in one step.
    private func replace(with lines: [String]) throws(UsageError) {
        let text = lines.joined(separator: "\n")
        let read = try ConfigFile.parse(text, path: path)
        _ = try read.me()
        try read.checkAPIURL()
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        try makeFolders(folder)
        let temporary = folder + "/.config-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure("cannot write in \(folder)") }
        let bytes = Array(text.utf8)
        let written = DescriptorWrite.all(bytes, to: descriptor) && fsync(descriptor) == 0
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let error = failure("cannot write it")
            unlink(temporary)
            throw error
        }
    }

    /// Each folder from `base` down to `folder` that is missing, made 0700.
    private func makeFolders(_ folder: String) throws(UsageError) {
        guard folder.hasPrefix(base) else { return }
        var current = base
        for part in folder.dropFirst(base.count).split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw failure("cannot make the folder \(current)")
            }
        }
    }

    private func failure(_ what: String) -> UsageError {
        UsageError(
            "Not changing the config file \(path): \(what) (\(String(cString: strerror(errno))))", path: [])
    }
}
