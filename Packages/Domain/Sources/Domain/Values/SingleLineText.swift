/// The rule shared by every human-written, one-line text value (names): trimmed, not empty,
/// at most `maximumLength` characters, and free of control characters and line breaks.
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
        guard text.count <= maximumLength else {
            throw ValidationError(field: field, problem: .tooLong(maximum: maximumLength))
        }
        return text
    }
}
