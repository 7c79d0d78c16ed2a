import Domain

/// One recorded change as `crew log` shows it, display-ready.
public struct LogRow: Equatable, Sendable {
    /// The change's number in the journal: 12.
    public let sequence: Int
    /// When it was made, in local time, to the minute: "2026-11-30 14:02".
    public let date: String
    /// When it was made, ISO 8601 with the local offset: "2026-11-30T14:02:05+01:00".
    public let time: String
    /// What it did: "completed item 4: Buy milk".
    public let summary: String
    /// The records it touched, in the order it touched them.
    public let records: [ChangedRecord]
    /// Who made it: "ada" ("unknown" for a change journaled before authors were).
    public let author: String
    /// The database role it was made as, where the store records one (PostgreSQL).
    public let role: String?

    /// A change as the log prints it.
    public init(
        sequence: Int, date: String, time: String, summary: String, records: [ChangedRecord],
        author: String = ChangeAuthor.unknown.name, role: String? = nil
    ) {
        self.sequence = sequence
        self.date = date
        self.time = time
        self.summary = summary
        self.records = records
        self.author = author
        self.role = role
    }
}
