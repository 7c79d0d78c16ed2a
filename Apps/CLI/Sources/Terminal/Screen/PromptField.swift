/// A one-line text field on a full screen (a footer prompt): typing inserts at the cursor, the
/// arrows, Home and End move it, Backspace, Delete, Ctrl-U and Ctrl-W remove, Enter gives the
/// text and Escape gives up.
package struct PromptField: Equatable, Sendable {
    package enum Outcome: Equatable {
        case editing
        case submitted(String)
        case cancelled
    }

    package let label: String
    package private(set) var characters: [Character]
    /// The cursor's place among `characters` (0: before the first).
    package private(set) var cursor: Int
    /// Whether typing (a paste) went past ``maximumCount`` and was cut there.
    package private(set) var wasCut = false

    /// The most a prompt holds: twice a note's 1,000 characters, room for an add's name and
    /// options. A paste past it is cut, and the screen says so, instead of growing without end.
    package static let maximumCount = 2_000

    /// Whether the field holds all it can: another character is not taken.
    package var isFull: Bool { characters.count >= Self.maximumCount }

    package init(label: String, text: String = "") {
        self.label = label
        characters = Array(text)
        cursor = characters.count
    }

    package var text: String { String(characters) }

    /// What stands before the cursor: what Tab completes the last word of.
    package var textBeforeCursor: String { String(characters[..<cursor]) }

    /// Puts `replacement` in place of the word before the cursor (the characters back to a space),
    /// the cursor after it: a completion, which may mend the word's case (`Ada` → `ada`).
    package mutating func replaceWordBeforeCursor(with replacement: String) {
        var start = cursor
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let taken = Array(replacement.prefix(Self.maximumCount - (characters.count - (cursor - start))))
        characters.replaceSubrange(start..<cursor, with: taken)
        cursor = start + taken.count
    }

    /// The columns the cursor stands at after the label.
    package var cursorColumn: Int {
        DisplayWidth.of(label) + DisplayWidth.of(String(characters[..<cursor]))
    }

    package mutating func handle(_ key: ScreenKey) -> Outcome {
        switch key {
        case .character(let character):
            guard !isFull else {
                wasCut = true
                return .editing
            }
            characters.insert(character, at: cursor)
            cursor += 1
        case .enter: return .submitted(text)
        case .escape, .interrupt: return .cancelled
        case .backspace where cursor > 0:
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete where cursor < characters.count: characters.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .clearLine:
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .deleteWord:
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default: break
        }
        return .editing
    }
}
