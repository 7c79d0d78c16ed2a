import Domain

/// A note on a todo, as the remote keeps it in the todo's `notes` array: `{"at":
/// "2026-12-01T09:30:00Z", "text": "Called the plumber"}`, as crew's own JSON writes it.
public struct NoteDTO: Codable, Equatable, Sendable {
    /// When the note was written, ISO 8601.
    public let at: String
    /// What the note says.
    public let text: String

    /// A note as the wire has it.
    public init(at: String, text: String) {
        self.at = at
        self.text = text
    }

    /// `note` for the wire.
    public init(_ note: ItemNote) {
        self.init(at: ISOTimestamp.string(note.writtenAt), text: note.text.value)
    }

    /// The Domain's note; a time that is not ISO 8601 in UTC, or a text the Domain refuses, is the
    /// note's field error.
    func toDomain() throws(ValidationError) -> ItemNote {
        guard let date = ISOTimestamp.date(at) else {
            throw ValidationError(field: .notes, problem: .unreadable)
        }
        return ItemNote(writtenAt: date, text: try NoteText(text))
    }
}
