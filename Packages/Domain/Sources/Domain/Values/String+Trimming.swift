extension String {
    /// The string without white space (spaces, tabs, line breaks, Unicode spaces) at either end.
    /// Written here rather than through Foundation's `trimmingCharacters(in:)`, which bridges
    /// through NSString: names are checked again every time a row is read.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespaceFast }),
            let last = scalars.lastIndex(where: { !$0.isWhitespaceFast })
        else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}
