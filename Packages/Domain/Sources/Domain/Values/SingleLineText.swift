/// The rule shared by every human-written, one-line text value (names): trimmed, not empty,
/// at most `maximumLength` characters, and free of control characters, line breaks and
/// invisible formatting characters (bidirectional controls, zero-width spaces), which would let a
/// name show something else than it holds.
///
/// Length counts `Character`s (grapheme clusters), so "é" written with a combining mark and
/// a family emoji each count as one, which is what a person typing the name would expect.
enum SingleLineText {
    static func validated(
        _ raw: String, field: ValidationError.Field, maximumLength: Int
    ) throws(ValidationError) -> String {
        if isPlainASCII(raw, maximumLength: maximumLength) { return raw }
        let text = raw.trimmingWhitespace
        guard !text.isEmpty else {
            throw ValidationError(field: field, problem: .empty)
        }
        // One pass over the scalars for the common case: names are checked again every time a
        // row is read, so a listing of a million items runs this a million times.
        var hasLineBreak = false
        var hasControl = false
        var hasFormatting = false
        for scalar in text.unicodeScalars {
            if scalar.isLineBreak {
                hasLineBreak = true
            } else if scalar.isControl {
                hasControl = true
            } else if scalar.value >= 0x061C, scalar.isInvisibleFormatting {
                hasFormatting = true
            }
        }
        if hasLineBreak { throw ValidationError(field: field, problem: .containsLineBreak) }
        if hasControl { throw ValidationError(field: field, problem: .containsControlCharacter) }
        if hasFormatting, containsInvisibleFormatting(text) {
            throw ValidationError(field: field, problem: .containsInvisibleCharacter)
        }
        // A text of at most `maximumLength` UTF-8 bytes has at most that many characters:
        // counting grapheme clusters is needed only for longer ones.
        guard text.utf8.count <= maximumLength || text.count <= maximumLength else {
            throw ValidationError(field: field, problem: .tooLong(maximum: maximumLength))
        }
        return text
    }

    /// The common case, decided from the UTF-8 bytes alone: printable ASCII, no space at either
    /// end, short enough. Such a text is valid as it is (every stored name is read through here).
    private static func isPlainASCII(_ text: String, maximumLength: Int) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
                bytes.count <= maximumLength
            else { return false }
            return areAllPrintableASCII(bytes)
        }
        return plain ?? false
    }

    /// Whether every byte is printable ASCII (0x20 through 0x7E), checked eight bytes at a time:
    /// every stored name passes through here each time it is read.
    private static func areAllPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // No byte of 0x80 or more; then, with every byte below 0x80, a byte below 0x20
                // borrows into its own high bit when 0x20 is taken from each byte, and 0x7F is
                // the only byte that reaches its high bit when 1 is added to each.
                guard word & highBits == 0, (word &- ones &* 0x20) & ~word & highBits == 0,
                    (word &+ ones) & highBits == 0
                else { return false }
                index += 8
            }
        }
        for byte in bytes[index...] where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    /// Whether `text` holds an invisible formatting character, other than a zero-width joiner
    /// that joins two emoji inside one character (👩🏽‍💻), where it is part of what is shown.
    static func containsInvisibleFormatting(_ text: String) -> Bool {
        // The common case, checked cheaply: names are read back on every listing.
        guard text.unicodeScalars.contains(where: \.isInvisibleFormatting) else { return false }
        for character in text {
            let scalars = Array(character.unicodeScalars)
            for (index, scalar) in scalars.enumerated() where scalar.isInvisibleFormatting {
                guard scalar == .zeroWidthJoiner, index > 0, index < scalars.count - 1,
                    scalars[index - 1].properties.isEmoji || scalars[index - 1].properties.isEmojiModifier
                        || scalars[index - 1].value == 0xFE0F,
                    scalars[index + 1].properties.isEmoji
                else { return true }
            }
        }
        return false
    }
}
