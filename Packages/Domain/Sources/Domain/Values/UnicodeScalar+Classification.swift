extension Unicode.Scalar {
    /// Line feed, carriage return, vertical tab, form feed, next line and the Unicode
    /// line and paragraph separators: anything a terminal or a TSV file would treat as a new line.
    var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0 and C1 control characters (general category Cc). Format characters such as the
    /// zero-width joiner are allowed: emoji sequences need them.
    var isControl: Bool {
        properties.generalCategory == .control
    }
}
