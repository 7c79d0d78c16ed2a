import Domain

/// A journal entry's own row, without its steps: what a read of the journal selects first
/// (`SQLStore.entryHeadColumns`: id, time, kind, author, role).
struct JournalEntryHead {
    let sequence: Int
    let changedAt: Double
    let kind: String
    let author: ChangeAuthor

    init<Row: RecordRow>(_ row: Row) {
        sequence = row.integer(0)
        changedAt = row.real(1)
        kind = row.text(2)
        author = ChangeAuthor(
            stored: row.optionalText(3) ?? ChangeAuthorColumn.unknown, role: row.optionalText(4))
    }
}
