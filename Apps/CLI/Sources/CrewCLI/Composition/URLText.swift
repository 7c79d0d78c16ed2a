/// A URL as crew may show it: a password written into it (`http://admin:secret@host`) is
/// replaced, so that no message or trace ever repeats it.
enum URLText {
    static func redactingPassword(_ text: String) -> String {
        guard let scheme = text.firstRange(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return text
        }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
