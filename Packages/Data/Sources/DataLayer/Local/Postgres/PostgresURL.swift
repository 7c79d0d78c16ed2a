/// Where a PostgreSQL store lives: a `postgres://` or `postgresql://` URL, as libpq reads it.
///
/// The URL may carry a password (`postgres://crew:secret@db/crew`); libpq also reads one from
/// `PGPASSWORD` or `~/.pgpass` on its own. Whatever names the store in a message uses
/// `description`, which shows the URL with its password replaced by `***`, and `redacting(_:)`
/// removes the password from any text a server or libpq sends back.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    /// The URL as given, for libpq alone (never printed), with crew's defaults for what it
    /// leaves out: a 10-second limit on connecting (libpq would wait for ever on a host that
    /// drops packets) and `application_name=crew`, which a database administrator sees in
    /// `pg_stat_activity`.
    let connectionString: String
    /// The password as written in the URL and as libpq decodes it (`%40` is `@`).
    private let passwords: [String]
    public let description: String

    /// `nil` unless `text` starts with `postgres://` or `postgresql://`.
    public init?(_ text: String) {
        guard Self.isPostgres(text) else { return nil }
        let lowered = text.lowercased()
        var defaults: [String] = []
        if !lowered.contains("connect_timeout=") { defaults.append("connect_timeout=10") }
        if !lowered.contains("application_name=") { defaults.append("application_name=crew") }
        connectionString =
            defaults.isEmpty
            ? text : text + (text.contains("?") ? "&" : "?") + defaults.joined(separator: "&")
        var passwords: [String] = []
        var redacted = text
        if let range = URLPassword.range(in: text), !range.isEmpty {
            passwords.append(String(text[range]))
            redacted.replaceSubrange(range, with: "***")
        }
        // `?password=…` is the other place a URL can hold one.
        if let query = redacted.firstIndex(of: "?") {
            var parameters: [String] = []
            for parameter in redacted[redacted.index(after: query)...].split(
                separator: "&", omittingEmptySubsequences: false)
            {
                if parameter.lowercased().hasPrefix("password=") {
                    let value = String(parameter.dropFirst("password=".count))
                    if !value.isEmpty { passwords.append(value) }
                    parameters.append("password=***")
                } else {
                    parameters.append(String(parameter))
                }
            }
            redacted = String(redacted[...query]) + parameters.joined(separator: "&")
        }
        self.passwords =
            passwords + passwords.compactMap(Self.percentDecoded).filter { !passwords.contains($0) }
        description = redacted
    }

    /// The URL as given, password included, for tests that build a wrong one from it.
    @_spi(Testing) public var connectionStringForTesting: String { connectionString }

    public static func isPostgres(_ text: String) -> Bool {
        let lowered = text.prefix(14).lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// `message` with every form of the password replaced by `***`. libpq never puts the password
    /// in a message; this guards against one that would. A password of one or two characters is
    /// left alone: it cannot be told from the letters of the message around it.
    func redacting(_ message: String) -> String {
        passwords.filter { $0.count >= 3 }.reduce(message) { text, password in
            text.replacing(password, with: "***")
        }
    }

    private static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
