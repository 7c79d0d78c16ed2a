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
        let text = raw.trimmingWhitespace
        guard !text.isEmpty else {
            throw ValidationError(field: field, problem: .empty)
        }
        if text.unicodeScalars.contains(where: \.isLineBreak) {
            throw ValidationError(field: field, problem: .containsLineBreak)
        }
        if text.unicodeScalars.contains(where: \.isControl) {
            throw ValidationError(field: field, problem: .containsControlCharacter)
        }
        if containsInvisibleFormatting(text) {
            throw ValidationError(field: field, problem: .containsInvisibleCharacter)
        }
        guard text.count <= maximumLength else {
            throw ValidationError(field: field, problem: .tooLong(maximum: maximumLength))
        }
        return text
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
