#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A timestamped note on an item (Taskwarrior's annotation): what someone learnt about it, and
/// when. An item's notes are kept oldest first.
public struct ItemNote: Hashable, Sendable {
    /// The most notes one item keeps.
    public static let maximumPerItem = 100

    /// When it was written, to the second.
    public let writtenAt: Date
    /// What the note says.
    public let text: NoteText

    /// A note written at `writtenAt` saying `text`.
    public init(writtenAt: Date, text: NoteText) {
        self.writtenAt = writtenAt
        self.text = text
    }
}
