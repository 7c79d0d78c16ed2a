/// Text lower-cased for searching, compared by its UTF-8 bytes.
///
/// Matching compares Unicode scalars (as SQLite's trigram index does), not grapheme clusters,
/// and stays in the standard library: Foundation's `contains` bridges through NSString, which
/// made ranking ten thousand names take half a second.
struct FoldedText {
    let bytes: [UInt8]

    init(_ text: String) {
        var bytes = Array(text.utf8)
        // ASCII text (most names) is folded in place; only other text needs Unicode's rules.
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            self.bytes = Array(text.lowercased().utf8)
            return
        }
        for index in bytes.indices
        where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
            bytes[index] += 0x20
        }
        self.bytes = bytes
    }

    func contains(_ needle: FoldedText) -> Bool {
        firstOccurrence(of: needle.bytes, from: 0) != nil
    }

    func hasPrefix(_ needle: FoldedText) -> Bool {
        bytes.starts(with: needle.bytes)
    }

    /// Whether a word of the text (after a space) starts with `needle`.
    func hasWordStarting(with needle: FoldedText) -> Bool {
        var start = 0
        while let found = firstOccurrence(of: needle.bytes, from: start) {
            if found > 0, bytes[found - 1] == UInt8(ascii: " ") { return true }
            start = found + 1
        }
        return false
    }

    private func firstOccurrence(of needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start <= bytes.count ? start : nil }
        guard bytes.count >= needle.count else { return nil }
        let first = needle[0]
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}

extension FoldedText: Hashable, Sendable {}
