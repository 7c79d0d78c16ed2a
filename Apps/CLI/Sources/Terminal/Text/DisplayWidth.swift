/// How many terminal columns text takes: wide (CJK, emoji) characters take two, combining
/// marks none. Enough to keep a table aligned for the names people actually write.
package enum DisplayWidth {
    package static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation || isWide($0.value) }) { return 2 }
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return scalars.allSatisfy(isZeroWidth) ? 0 : 1
    }

    /// The longest prefix of `text` that fits in `width` columns, with "…" when cut.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// `text` followed by spaces up to `width` columns.
    package static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            // Tangut, Khitan, Kana Supplement and Extended, Nüshu (U+1B001 is a hentaigana),
            // enclosed ideographs; then the two ideographic planes.
            0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1B2FB,
            0x1F200...0x1F2FF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
