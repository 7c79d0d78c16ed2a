/// Where a URL writes its password: between the `:` after the user name and the `@` that ends
/// the user part of its authority (`scheme://user:password@host/…`). One reading of it for every
/// URL crew names in a message: an API's, a PostgreSQL store's.
public enum URLPassword {
    /// The password's characters in `text` (empty for `user:@host`), or `nil` when it has none.
    static func range(in text: String) -> Range<String.Index>? {
        guard let scheme = text.firstRange(of: "://") else { return nil }
        let rest = text[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return nil
        }
        return text.index(after: colon)..<at
    }

    /// `text` with its password, if it has one, written as `***`.
    public static func redacting(_ text: String) -> String {
        guard let range = range(in: text) else { return text }
        var redacted = text
        redacted.replaceSubrange(range, with: "***")
        return redacted
    }
}
