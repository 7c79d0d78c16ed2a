extension Unicode.Scalar {
    /// Line feed, carriage return, vertical tab, form feed, next line and the Unicode
    /// line and paragraph separators: anything a terminal or a TSV file would treat as a new line.
    var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0 and C1 control characters: exactly the general category Cc, as ranges (looking the
    /// category up costs more than everything else a stored name goes through). Format characters
    /// such as the zero-width joiner are allowed: emoji sequences need them.
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// White space, with the common ASCII cases answered without a Unicode property lookup.
    var isWhitespaceFast: Bool {
        switch value {
        case 0x20, 0x09...0x0D: true
        case 0x21...0x7E: false
        default: properties.isWhitespace
        }
    }
}
