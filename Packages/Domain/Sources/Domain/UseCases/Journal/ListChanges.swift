/// The recent changes ``UndoLastChange`` can reverse, newest first.
public struct ListChanges: Sendable {
    public static let defaultLimit = 20

    private let journal: any ChangeJournal

    public init(journal: any ChangeJournal) {
        self.journal = journal
    }

    public func execute(limit: Int = ListChanges.defaultLimit) async throws -> [RecordedChange] {
        try await journal.recentChanges(limit: max(1, limit))
    }
}
