/// Plural agreement, in one place: a count with its noun, and the words that agree with it.
enum Count {
    /// "1 item", "2 items".
    static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A number with its thousands grouped, as a position reads: "1,204", "1,000,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }

    /// "was" for one, "were" for more (or none).
    static func was(_ number: Int) -> String { number == 1 ? "was" : "were" }

    /// The pronoun for that many things: "it", "them".
    static func them(_ number: Int) -> String { number == 1 ? "it" : "them" }

    /// The possessive for that many things: "its", "their".
    static func their(_ number: Int) -> String { number == 1 ? "its" : "their" }
}
