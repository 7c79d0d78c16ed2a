/// Where a PostgreSQL store lives: a `postgres://` or `postgresql://` URL, as libpq reads it.
///
/// The URL may carry a password (`postgres://crew:secret@db/crew`); libpq also reads one from
/// `PGPASSWORD` or `~/.pgpass` on its own. Whatever names the store in a message uses
/// `description`, which shows the URL with its password replaced by `***` (``URLPassword``'s one
/// rule), and `redacting(_:)` removes the password from any text a server or libpq sends back.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    /// What libpq connects with, in order: crew's defaults first, then the URL itself as `dbname`,
    /// which libpq expands into its parts, so that whatever the URL sets wins. The defaults are a
    /// 10-second limit on connecting (libpq would wait for ever on a host that drops packets) and
    /// `application_name=crew`, which a database administrator sees in `pg_stat_activity`.
    /// Passed as parameters, never appended to the URL's text: a password holding `?` or `#` stays
    /// the password, and the database name stays the database name.
    let connectionParameters: [(keyword: String, value: String)]
    /// The password in every form a message could show it (see `redacting(_:)`).
    private let passwords: [String]
    /// The URL as given, with its password shown as `***`.
    public let description: String
    /// Whether the URL sets libpq's `options` itself (`?options=-c…`), which a connection's own
    /// startup options would replace.
    let setsOptions: Bool
    /// Set when libpq would read another password than the one written: a `/` or `@` in it ends
    /// libpq's user part early, so the rest would be sent as a host or a database name.
    let misreadPassword: Bool

    /// `nil` unless `text` starts with `postgres://` or `postgresql://` (in any case).
    public init?(_ text: String) {
        guard Self.isPostgres(text) else { return nil }
        // libpq knows its schemes in lower case only; RFC 3986 says a scheme has no case.
        let scheme = text.firstRange(of: "://").map { text[..<$0.lowerBound] } ?? ""
        // Substrings made Strings first: `String + Substring` is the generic `+`, whose
        // `append(contentsOf:)` scanned every protocol conformance in the binary at each start
        // (`perf`: all of a PostgreSQL `done`'s conformance lookups).
        let url = scheme.lowercased() + String(text.dropFirst(scheme.count))
        connectionParameters = [("connect_timeout", "10"), ("application_name", "crew"), ("dbname", url)]
        var passwords: [String] = []
        var redacted = url
        let written = URLPassword.range(in: url)
        if let written, !written.isEmpty {
            let password = String(url[written])
            // libpq's and RFC 3986's readings, and the pieces a misreading would send elsewhere.
            passwords.append(password)
            for reading in [URLPassword.libpqRange(in: url), URLPassword.rfcRange(in: url)] {
                if let reading { passwords.append(String(url[reading])) }
            }
            passwords += password.split(whereSeparator: { "/?#@:".contains($0) }).map(String.init)
            redacted.replaceSubrange(written, with: "***")
        }
        misreadPassword = written.map { Self.isMisread(url, written: $0) } ?? false
        // Read once the password is out of the way: it may hold a `?` itself.
        setsOptions =
            redacted.firstIndex(of: "?").map { query in
                redacted[redacted.index(after: query)...].split(separator: "&").contains {
                    $0.lowercased().hasPrefix("options=")
                }
            } ?? false
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
            // Joined apart, as in `URLQuerySecrets`: inside the `+`, the generic `joined` was chosen.
            let joined = parameters.joined(separator: "&")
            redacted = String(redacted[...query]) + joined
        }
        let decoded = passwords.compactMap(Self.percentDecoded)
        self.passwords = Array(Set(passwords + decoded)).sorted { $0.count > $1.count }
        description = String(scheme) + String(redacted.dropFirst(scheme.count))
    }

    /// The URL libpq is given, password included, for tests that build another one from it.
    @_spi(Testing) public var connectionStringForTesting: String {
        connectionParameters.last?.value ?? ""
    }

    /// Whether `text` is a PostgreSQL URL (`postgres://` or `postgresql://`) rather than a file path.
    public static func isPostgres(_ text: String) -> Bool {
        let lowered = text.prefix(14).lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    public static func == (left: PostgresURL, right: PostgresURL) -> Bool {
        left.connectionStringForTesting == right.connectionStringForTesting
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(connectionStringForTesting)
    }

    /// `message` with every form of the password replaced by `***`. libpq never puts the password
    /// in a message; this guards against one that would. A password (or a piece of one) of one or
    /// two characters is left alone: it cannot be told from the letters of the message around it.
    func redacting(_ message: String) -> String {
        passwords.filter { $0.count >= 3 }.reduce(message) { text, password in
            text.replacing(password, with: "***")
        }
    }

    /// Whether libpq reads a password other than the one written. A URL without a password but
    /// with an `@` in its query (`db:5432/x?user=a@b`) is not misread: what the generous reading
    /// takes for a password starts with a port there.
    private static func isMisread(_ url: String, written: Range<String.Index>) -> Bool {
        guard URLPassword.libpqRange(in: url) != written else { return false }
        let beforePath = url[written].prefix { $0 != "/" }
        return beforePath.isEmpty || !beforePath.allSatisfy(\.isASCIIDigit)
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

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
