/// One recorded change as `crew undo --list` shows it.
public struct ChangeRow: Equatable, Sendable {
    /// The change's number in the journal: "12".
    public let sequence: String
    /// When it was made, in local time: "2026-11-30 14:02".
    public let date: String
    /// What it did: "completed item 4: Buy milk".
    public let summary: String

    public init(sequence: String, date: String, summary: String) {
        self.sequence = sequence
        self.date = date
        self.summary = summary
    }
}
