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

    /// The common case, decided from the UTF-8 bytes alone: printable ASCII (0x20 through 0x7E),
    /// no space at either end, short enough. Such a text is valid as it is (every stored name is
    /// read through here).
    private static func isPlainASCII(_ text: String, maximumLength: Int) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
                bytes.count <= maximumLength
            else { return false }
            return bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
        }
        return plain ?? false
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
