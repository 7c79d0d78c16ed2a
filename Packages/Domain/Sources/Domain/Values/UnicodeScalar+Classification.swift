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

    /// Characters that change how the text around them is shown without showing themselves,
    /// every format character (Cf) of Unicode 16: the bidirectional controls (which make
    /// "invoice\u{202E}gpj.exe" read "invoiceexe.jpg"), the direction marks, the zero-width spaces
    /// and joiners, the soft hyphen, the tag letters, the invisible operators. As ranges: looking
    /// the category up costs more than everything else a stored name goes through. A zero-width
    /// joiner inside an emoji sequence is allowed by the caller (see `SingleLineText`).
    var isInvisibleFormatting: Bool {
        switch value {
        case 0xAD, 0x0600...0x0605, 0x061C, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x180E, 0x200B...0x200F,
            0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0x110BD, 0x110CD,
            0x13430...0x1343F, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001, 0xE0020...0xE007F:
            true
        default: false
        }
    }

    /// A combining mark (Mn, Mc, Me), looked up only outside the CJK and Hangul blocks, which
    /// hold none of them.
    var isCombiningMark: Bool {
        if (0x2E80...0xD7FF).contains(value) { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
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
