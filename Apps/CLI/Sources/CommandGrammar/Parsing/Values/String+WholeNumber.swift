extension String {
    /// Only ASCII digits (at least one), perhaps after a `+`: a whole number, however large.
    public var isWholeNumber: Bool {
        let digits = hasPrefix("+") ? dropFirst() : Substring(self)
        return !digits.isEmpty
            && digits.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
