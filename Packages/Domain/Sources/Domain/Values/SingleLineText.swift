/// The rule shared by every human-written, one-line text value (names): trimmed, not empty,
/// at most `maximumLength` characters, and free of control characters, line breaks and
/// invisible formatting characters (bidirectional controls, zero-width spaces), which would let a
/// name show something else than it holds.
///
/// Length counts `Character`s (grapheme clusters), so "é" written with a combining mark and
/// a family emoji each count as one, which is what a person typing the name would expect. What a
/// character may hold is bounded too: at most ``maximumMarksInARow`` combining marks on one
/// letter, and at most ``bytesPerCharacter`` UTF-8 bytes per character of its maximum length,
/// so one "letter" of fifty million marks (100 MB) cannot be stored as a name of length 1 that
/// every screen then spends a minute drawing.
enum SingleLineText {
    /// Combining marks one after another: Vietnamese stacks two, phonetic notation three or four.
    static let maximumMarksInARow = 8
    /// A text holds at most this many UTF-8 bytes per character of its maximum length (a family
    /// of four with skin tones is one character of 41 bytes, and a name of them stays within it):
    /// one character may chain without end (emoji joined by zero-width joiners, Hangul jamo).
    static let bytesPerCharacter = 50

    static func validated(
        _ raw: String, field: ValidationError.Field, maximumLength: Int
    ) throws(ValidationError) -> String {
        if isPlainASCII(raw, maximumLength: maximumLength) { return raw }
        // Far past what the value holds, refused from its size alone before any work per
        // character: a stored name of 100 MB is read again on every listing.
        if raw.utf8.count > maximumLength * bytesPerCharacter {
            throw ValidationError(
                field: field, problem: .tooManyBytes(maximum: maximumLength * bytesPerCharacter))
        }
        let text = raw.trimmingWhitespace
        guard !text.isEmpty else {
            throw ValidationError(field: field, problem: .empty)
        }
        // One pass over the scalars for the common case: names are checked again every time a
        // row is read, so a listing of a million items runs this a million times.
        var hasLineBreak = false
        var hasControl = false
        var hasFormatting = false
        var marksInARow = 0
        var mostMarksInARow = 0
        for scalar in text.unicodeScalars {
            if scalar.isLineBreak {
                hasLineBreak = true
            } else if scalar.isControl {
                hasControl = true
            } else if scalar.value >= 0xAD, scalar.isInvisibleFormatting {
                hasFormatting = true
            }
            if scalar.value >= 0x300, scalar.isCombiningMark {
                marksInARow += 1
                mostMarksInARow = max(mostMarksInARow, marksInARow)
            } else {
                marksInARow = 0
            }
        }
        if hasLineBreak { throw ValidationError(field: field, problem: .containsLineBreak) }
        if hasControl { throw ValidationError(field: field, problem: .containsControlCharacter) }
        if hasFormatting, let (scalar, position) = firstInvisibleFormatting(text) {
            throw ValidationError(field: field, problem: .invisibleCharacter(scalar, position: position))
        }
        // A text of at most `maximumLength` UTF-8 bytes has at most that many characters:
        // counting grapheme clusters is needed only for longer ones.
        guard text.utf8.count <= maximumLength || text.count <= maximumLength else {
            throw ValidationError(field: field, problem: .tooLong(maximum: maximumLength))
        }
        if mostMarksInARow > maximumMarksInARow {
            throw ValidationError(field: field, problem: .tooManyMarks(maximum: maximumMarksInARow))
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

    /// Whether `text` holds an invisible formatting character (see ``firstInvisibleFormatting(_:)``).
    static func containsInvisibleFormatting(_ text: String) -> Bool {
        // The common case, checked cheaply: names are read back on every listing.
        guard text.unicodeScalars.contains(where: \.isInvisibleFormatting) else { return false }
        return firstInvisibleFormatting(text) != nil
    }

    /// The first invisible formatting character of `text` and the position (from 1) of the
    /// character holding it, other than what is part of an emoji as shown: a zero-width joiner
    /// between two emoji inside one character (👩🏽‍💻), and the tag letters of a flag (🏴 of
    /// England).
    static func firstInvisibleFormatting(_ text: String) -> (Unicode.Scalar, Int)? {
        for (position, character) in text.enumerated() {
            let scalars = Array(character.unicodeScalars)
            let isFlag = scalars.first?.value == 0x1F3F4
            for (index, scalar) in scalars.enumerated() where scalar.isInvisibleFormatting {
                if isFlag, index > 0, (0xE0020...0xE007F).contains(scalar.value) { continue }
                guard scalar == .zeroWidthJoiner, index > 0, index < scalars.count - 1,
                    scalars[index - 1].properties.isEmoji || scalars[index - 1].properties.isEmojiModifier
                        || scalars[index - 1].value == 0xFE0F,
                    scalars[index + 1].properties.isEmoji
                else { return (scalar, position + 1) }
            }
        }
        return nil
    }
}
