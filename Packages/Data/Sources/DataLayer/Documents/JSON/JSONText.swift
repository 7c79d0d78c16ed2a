/// Writes crew's JSON by hand: the keys in a fixed, documented order, one object per line,
/// so that a listing can be streamed and diffed.
public enum JSONText {
    /// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
    public static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                escaped +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// `{"key": value, ...}` with the keys in the given order; values are already JSON. With
    /// `only`, just those keys (a `--json=id,name`), still in the given order.
    public static func object(keys: [String], only: [String]? = nil, values: [String]) -> String {
        let pairs = zip(keys, values).filter { key, _ in only.map { $0.contains(key) } ?? true }
        return "{" + pairs.map { "\(string($0)): \($1)" }.joined(separator: ", ") + "}"
    }
}
