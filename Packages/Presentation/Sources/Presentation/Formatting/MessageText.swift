/// Text from outside (a path, a name, a typed word) as a message shows it: on one line, with
/// control characters escaped as Swift writes them (`\n`, `\u{1B}`), so that a path holding a
/// newline and `ESC[31m` cannot print a second, red `Error:` line.
public enum MessageText {
    /// `text` with control and invisible characters written as escapes, so a message shows what it holds.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                switch scalar {
                case "\n": shown += "\\n"
                case "\t": shown += "\\t"
                case "\r": shown += "\\r"
                default: shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// `text` ended with one full stop: none is added after one that is there, or after `?` or `!`
    /// (a reason that is a sentence of its own would otherwise end `..`).
    public static func sentence(_ text: String) -> String {
        guard let last = text.last, !".?!".contains(last) else { return text }
        return text + "."
    }

    /// C0 and C1 controls and DEL (what a terminal acts on instead of showing), the line and
    /// paragraph separators, and the bidirectional controls that reorder what follows them.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x2028...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}
