/// Where a URL may write its password: after the `:` that follows the user name, up to the `@`
/// that ends the user part (`scheme://user:password@host/…`). One reading of it for every URL
/// crew names in a message (an API's, a PostgreSQL store's), chosen so that nothing any reader
/// could take for the password is ever shown:
///
/// - RFC 3986 ends the authority at the first `/`, `?` or `#`, and the user part at its last `@`;
/// - libpq ends the user part at the first `@`, looking no further than the first `/`;
/// - a person who pastes a password holding `/`, `?`, `#` or `@` means all of it, up to the
///   last `@` of the URL.
///
/// The user part ends at the last `@` before the first `/` that follows the URL's first `@`; the
/// password starts after the first `:` before that. The range holds both parsers' passwords and
/// the person's. It may hold more (a URL without a password whose query has an `@` shows its
/// port and path as `***`): a URL shown too briefly is a lesser harm than a password shown at all.
public enum URLPassword {
    /// The password's characters in `text` (empty for `user:@host`), or `nil` when it has none.
    static func range(in text: String) -> Range<String.Index>? {
        guard let scheme = text.firstRange(of: "://") else { return nil }
        let rest = text[scheme.upperBound...]
        guard let firstAt = rest.firstIndex(of: "@") else { return nil }
        let path = rest[firstAt...].firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<path].lastIndex(of: "@"), let colon = rest[..<at].firstIndex(of: ":") else {
            return nil
        }
        return text.index(after: colon)..<at
    }

    /// The password as RFC 3986 reads it: the authority ends at the first `/`, `?` or `#`, its user
    /// part at the authority's last `@`, and the password follows the user part's first `:`.
    static func rfcRange(in text: String) -> Range<String.Index>? {
        guard let scheme = text.firstRange(of: "://") else { return nil }
        let authority = text[scheme.upperBound...].prefix { !"/?#".contains($0) }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return nil
        }
        return text.index(after: colon)..<at
    }

    /// The password as libpq reads it, which is what a server sees: up to the first `@`, when that
    /// comes before any `/`; `nil` when libpq reads no password.
    static func libpqRange(in text: String) -> Range<String.Index>? {
        guard let scheme = text.firstRange(of: "://") else { return nil }
        let rest = text[scheme.upperBound...]
        guard let end = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[end] == "@",
            let colon = rest[..<end].firstIndex(of: ":")
        else { return nil }
        return text.index(after: colon)..<end
    }

    /// Whether the password holds a character that ends it for RFC 3986 or libpq (`/ ? # @`),
    /// which the person has to percent-encode.
    public static func holdsDelimiter(_ text: String) -> Bool {
        range(in: text).map { text[$0].contains { "/?#@".contains($0) } } ?? false
    }

    /// `text` with its password, if it has one, written as `***`.
    public static func redacting(_ text: String) -> String {
        guard let range = range(in: text) else { return text }
        var redacted = text
        redacted.replaceSubrange(range, with: "***")
        return redacted
    }
}
