@_spi(_Unicode) import Swift

/// Text folded for matching and ordering, compared by its UTF-8 bytes: the Domain's one folding
/// rule, which search, `--sort name`, a user's name start and every store's index all use.
///
/// Folding ignores case and accents: the text is lower-cased, decomposed (Unicode's canonical
/// decomposition, NFD, which the standard library's string comparison uses too) and stripped of
/// its combining marks, so `resume` matches "Résumé" and `zoe` "Zoë"; the letters that have no
/// decomposition but read as a base letter with a stroke or a ligature are spelled out (`ø` as
/// `o`, `ß` as `ss`, `æ` as `ae`).
///
/// Matching compares Unicode scalars (as SQLite's trigram index does), not grapheme clusters,
/// and stays in the standard library: Foundation's `contains` bridges through NSString, which
/// made ranking ten thousand names take half a second.
struct FoldedText {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The folded text as a string (every folding is valid UTF-8).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    init(_ text: String) {
        var text = text
        self = text.withUTF8 { FoldedText(utf8: $0) }
    }

    /// The folding of text given as its UTF-8 bytes (a store's own copy of a column), which
    /// spares ASCII text, most names, a `String` of its own.
    init(utf8: UnsafeBufferPointer<UInt8>) {
        // ASCII text is folded byte by byte; only other text needs Unicode's rules.
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            bytes = Self.foldingUnicode(String(decoding: utf8, as: UTF8.self))
            return
        }
        var bytes = Array(utf8)
        for index in bytes.indices
        where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
            bytes[index] += 0x20
        }
        self.bytes = bytes
    }

    /// Lower-cased, decomposed, without combining marks, with the few letters that do not
    /// decompose spelled as their base letters.
    private static func foldingUnicode(_ text: String) -> [UInt8] {
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased()._nfd where scalar.properties.generalCategory != .nonspacingMark {
            if let spelled = spelledOut[scalar] {
                folded.append(contentsOf: spelled.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return Array(String(folded).utf8)
    }

    /// Letters without a canonical decomposition that a person types as plain letters.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ŧ": "t", "ŀ": "l", "ŋ": "n",
        "æ": "ae", "œ": "oe", "ß": "ss", "þ": "th", "ĳ": "ij", "ﬁ": "fi", "ﬂ": "fl", "ﬀ": "ff",
    ]

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

    /// Whether the text, or one of its words, starts with `needle`: how a person names a user
    /// by the start of any part of the name (`smith` for "Bob Smith").
    func hasAnyWordStarting(with needle: FoldedText) -> Bool {
        hasPrefix(needle) || hasWordStarting(with: needle)
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
