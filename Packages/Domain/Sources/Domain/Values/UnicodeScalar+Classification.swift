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
    /// category up costs more than everything else a stored name goes through).
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Characters that change how the text around them is shown without showing themselves:
    /// the bidirectional controls (which make "invoice\u{202E}gpj.exe" read "invoiceexe.jpg"),
    /// the direction marks, and the zero-width spaces and joiners. A zero-width joiner inside an
    /// emoji sequence is allowed by the caller (see `SingleLineText`).
    var isInvisibleFormatting: Bool {
        switch value {
        case 0x061C, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// White space, with the common ASCII cases answered without a Unicode property lookup.
    var isWhitespaceFast: Bool {
        switch value {
        case 0x20, 0x09...0x0D: true
        case 0x21...0x7E: false
        default: properties.isWhitespace
        }
    }
}
