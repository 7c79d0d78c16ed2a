/// One note on an item, ready to print: its number (what `crew items note ID --remove N` takes),
/// when it was written in the person's clock, and what it says.
public struct NoteRow: Hashable, Sendable {
    /// The note's number on its item, from 1, oldest first.
    public let number: Int
    /// "2026-11-30 14:02"
    public let written: String
    /// What the note says.
    public let text: String
}
