import FuzzSupport

@testable import DataLayer

/// URL redaction: for any URL text, no password that RFC 3986 or libpq would read out of it
/// (the two readings are written again here, apart from crew's, as the oracle) appears in what
/// crew shows of the URL, or in a message that quotes the password.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRedaction(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let parts = Fuzzer.strings(Fuzzer.bytes(start, count))
    // A URL built from parts (scheme, user, password, the rest), or the whole input as it is.
    let schemes = ["postgres://", "postgresql://", "POSTGRES://", "http://", "https://"]
    let text: String
    if parts.count >= 4, let first = parts[0].utf8.first {
        text = schemes[Int(first) % schemes.count] + parts[1] + ":" + parts[2] + "@" + parts[3]
    } else {
        text = parts.joined()
    }
    let shown = [URLPassword.redacting(text)] + (PostgresURL(text).map { [$0.description] } ?? [])
    for password in [rfcPassword(text), libpqPassword(text)].compactMap({ $0 }) {
        // A password that is, or holds, the `***` that stands for it cannot be told from it.
        guard password.count >= 3, !password.contains("***"),
            !textOutside(password, in: text).contains(password)
        else { continue }
        for shownText in shown {
            // The `***` crew writes is no character of the password: a password that only the mask
            // and the `:` before it spell (`:**`) is not shown.
            let unmasked = shownText.replacing("***", with: "\u{0}")
            precondition(!unmasked.contains(password), "\(text) shows \(password) as \(shownText)")
        }
        if let url = PostgresURL(text) {
            // As above, the mask is no character of the password: " **" is a space and the mask's
            // first two stars in "with *** refused", not the password kept.
            let message = url.redacting("login with \(password) refused").replacing("***", with: "\u{0}")
            precondition(!message.contains(password), "a message keeps \(password)")
        }
    }
    return 0
}

/// RFC 3986: the authority ends at the first `/`, `?` or `#`; the user part at its last `@`; the
/// password follows the user part's first `:`.
private func rfcPassword(_ text: String) -> String? {
    guard let scheme = text.firstRange(of: "://") else { return nil }
    let authority = text[scheme.upperBound...].prefix { !"/?#".contains($0) }
    guard let at = authority.lastIndex(of: "@") else { return nil }
    let userInfo = authority[..<at]
    guard let colon = userInfo.firstIndex(of: ":") else { return nil }
    return String(userInfo[userInfo.index(after: colon)...])
}

/// libpq (conninfo_uri_parse_options): the user part ends at the first `@`, looked for up to the
/// first `/`; the password follows its first `:`.
private func libpqPassword(_ text: String) -> String? {
    guard let scheme = text.firstRange(of: "://") else { return nil }
    let rest = text[scheme.upperBound...]
    guard let end = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[end] == "@" else { return nil }
    let userInfo = rest[..<end]
    guard let colon = userInfo.firstIndex(of: ":") else { return nil }
    return String(userInfo[userInfo.index(after: colon)...])
}

/// `text` without the first place `part` is written in it: where else it could legitimately show.
private func textOutside(_ part: String, in text: String) -> String {
    guard let range = text.firstRange(of: part) else { return text }
    return String(text[..<range.lowerBound]) + "\u{0}" + String(text[range.upperBound...])
}

@_cdecl("FuzzRedaction_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    Fuzzer.run(argc, argv)
}
