import CommandGrammar
import DataLayer
import Domain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The settings a person writes once, in `$XDG_CONFIG_HOME/crew/config` (else
/// `~/.config/crew/config`): `key = value` lines, the value optionally in double quotes, `#`
/// starting a comment, blank lines ignored. The keys are `store`, `api-url`, `me` and `color`;
/// flags beat the environment, which beats the file. A file that does not exist is no settings;
/// one that cannot be read, an unknown key, a key given twice or a bad value is an error naming
/// the file and the line.
struct ConfigFile: Equatable, Sendable {
    /// One setting as written: its value and the line it is on.
    struct Setting: Equatable, Sendable {
        let value: String
        let line: Int
    }

    static let keys = ["store", "api-url", "me", "color", "confirm"]
    /// `color`'s values.
    static let colors = ["auto", "always", "never"]

    /// Where it is read from (`nil`: neither XDG_CONFIG_HOME nor HOME is set).
    let path: String?
    let settings: [String: Setting]

    static let none = ConfigFile(path: nil, settings: [:])

    /// Where the file is, from the environment.
    static func path(environment: [String: String]) -> String? {
        guard let base = base(environment: environment) else { return nil }
        return base + (base == environment["XDG_CONFIG_HOME"] ? "/crew/config" : "/.config/crew/config")
    }

    /// The folder configs live under: `XDG_CONFIG_HOME` when it names one, else `HOME`.
    static func base(environment: [String: String]) -> String? {
        if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") { return folder }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home
    }

    /// The file at its place, or no settings when there is none. It is read only when it is a
    /// regular file (a FIFO would hang every command: opened without waiting, then refused) and
    /// trusted (`ConfigFileTrust`): a file another user could write would choose the store and
    /// the API that `CREW_API_TOKEN` is sent to.
    static func read(environment: [String: String]) throws(UsageError) -> ConfigFile {
        guard let path = path(environment: environment) else { return .none }
        guard let bytes = try trustedBytes(at: path, base: base(environment: environment) ?? "/") else {
            return ConfigFile(path: path, settings: [:])
        }
        return try parse(bytes, path: path)
    }

    /// The bytes of the file at `path` once crew trusts it (`ConfigFileTrust`, and the folders
    /// up to `base`, `ConfigPathTrust`); `nil` when there is no file. What `crew config set`
    /// changes is read the same way.
    static func trustedBytes(at path: String, base: String) throws(UsageError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw UsageError(
                "Cannot read the config file \(path): \(String(cString: strerror(errno)))", path: [])
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw UsageError(
                "Cannot read the config file \(path): \(String(cString: strerror(errno)))", path: [])
        }
        try ConfigFileTrust(status: status, path: path).check()
        try ConfigPathTrust(path: path, base: base).check()
        do {
            return try DescriptorRead.all(from: descriptor)
        } catch {
            throw UsageError("Cannot read the config file \(path): \(error.reason)", path: [])
        }
    }

    /// The settings in a file's bytes: UTF-8 text (a byte-order mark first is skipped; text that
    /// is not UTF-8 is an error naming its line), lines ending in LF or CRLF.
    static func parse(_ bytes: [UInt8], path: String) throws(UsageError) -> ConfigFile {
        try parse(try text(of: bytes, path: path), path: path)
    }

    /// A file's bytes as text: a byte-order mark first is skipped; bytes that are not UTF-8 are
    /// an error naming their line. What `crew config set` edits is read the same way.
    static func text(of bytes: [UInt8], path: String) throws(UsageError) -> String {
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        guard let decoded = String(validating: text, as: UTF8.self) else {
            let line =
                text.split(separator: 0x0A, omittingEmptySubsequences: false)
                .firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0
            throw UsageError("\(path) line \(line + 1): not UTF-8 text", path: [])
        }
        return decoded
    }

    /// The settings `text` holds; `path` names the file in errors.
    static func parse(_ text: String, path: String) throws(UsageError) -> ConfigFile {
        var settings: [String: Setting] = [:]
        // "\r\n" is one Character in Swift: a split on "\n" alone reads a CRLF file as one line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            func refuse(_ problem: String) -> UsageError {
                UsageError("\(path) line \(number): \(problem)", path: [])
            }
            let line = raw.trimmingCharacters(in: " \t\r")
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw refuse("expected key = value")
            }
            let key = line[..<equals].trimmingCharacters(in: " \t")
            guard keys.contains(key) else {
                throw refuse("unknown key '\(key)' (the keys are \(keys.joined(separator: ", ")))")
            }
            guard settings[key] == nil else {
                throw refuse("'\(key)' is already set on line \(settings[key]?.line ?? 0)")
            }
            let value = try self.value(line[line.index(after: equals)...], refuse: refuse)
            guard !value.isEmpty else { throw refuse("'\(key)' needs a value") }
            if key == "color", !colors.contains(value) {
                throw refuse("the value '\(value)' is invalid for 'color': it must be auto, always or never")
            }
            if key == "confirm", ConfirmPolicy(rawValue: value) == nil {
                throw refuse(
                    "the value '\(value)' is invalid for 'confirm': it must be always, bulk or never")
            }
            settings[key] = Setting(value: value, line: number)
        }
        return ConfigFile(path: path, settings: settings)
    }

    /// A value as written: in double quotes (`\"` and `\\` inside), or up to a ` #` comment.
    private static func value(
        _ text: Substring, refuse: (String) -> UsageError
    ) throws(UsageError) -> String {
        let text = text.trimmingCharacters(in: " \t")
        guard text.hasPrefix("\"") else {
            let end = text.firstRange(of: " #") ?? text.firstRange(of: "\t#")
            return String(end.map { text[..<$0.lowerBound] } ?? Substring(text)).trimmingCharacters(in: " \t")
        }
        var value = ""
        var escaped = false
        for (offset, character) in text.dropFirst().enumerated() {
            if escaped {
                value.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                let rest = text.dropFirst(offset + 2).trimmingCharacters(in: " \t")
                guard rest.isEmpty || rest.hasPrefix("#") else {
                    throw refuse("unexpected text after the quoted value")
                }
                return value
            } else {
                value.append(character)
            }
        }
        throw refuse("the quoted value has no closing \"")
    }

    /// Who `me` names: the file's `me`, read as a USER (which may not itself be `me`); `nil`
    /// when the file sets none.
    func me() throws(UsageError) -> UserReference? {
        guard let text = self["me"] else { return nil }
        let place = source(of: "me") ?? "the config file"
        guard text.lowercased() != "me" else {
            throw UsageError("\(place): 'me' must name a user, not 'me'", path: [])
        }
        do {
            return try UserReference(text)
        } catch {
            throw UsageError(
                "\(place): the value '\(text)' is invalid for 'me': \(ArgumentValueError(describing: error).reason)",
                path: [])
        }
    }

    /// Refuses an `api-url` the file sets that is no API URL, naming the file and its line (exit
    /// 78, as every other bad value of the file), not as if `--api-url` had been typed.
    func checkAPIURL() throws(UsageError) {
        guard let text = self["api-url"], Configuration.apiURL(text) == nil else { return }
        let place = source(of: "api-url") ?? "the config file"
        throw UsageError(
            "\(place): the value '\(URLQuerySecrets.redacting(text))' is invalid for 'api-url': \(Configuration.apiURLRule(text))",
            path: [])
    }

    /// The value of `key`, if the file sets it.
    subscript(key: String) -> String? { settings[key]?.value }

    /// Where a setting of the file came from, for `crew config`: "config file, line 3".
    func source(of key: String) -> String? {
        settings[key].map { "\(path ?? "config file") line \($0.line)" }
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        let start = firstIndex { !set.contains($0) } ?? endIndex
        let end = lastIndex { !set.contains($0) }.map(index(after:)) ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
