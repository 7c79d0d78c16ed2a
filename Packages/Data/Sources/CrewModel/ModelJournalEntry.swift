/// One journaled change: every record it touched as it was before (`nil`: it did not exist), so
/// that undo puts each back.
struct ModelJournalEntry: Sendable {
    var users: [Int: ModelUser?] = [:]
    var items: [Int: ModelItem?] = [:]
    /// Who made it.
    var author = CrewModel.firstAuthor
    /// A replacing import that took records away (it is undone only while it is the newest).
    var replacedRecords = false

    var isEmpty: Bool { users.isEmpty && items.isEmpty }
}
