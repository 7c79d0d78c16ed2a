/// The recent changes ``UndoLastChange`` can reverse, newest first.
public struct ListChanges: Sendable {
    /// How many changes `crew log` shows when the person does not say.
    public static let defaultLimit = 20

    private let journal: any Journal

    /// Lists the changes `journal` keeps.
    public init(journal: any Journal) {
        self.journal = journal
    }

    /// The last `limit` changes, newest first.
    public func execute(limit: Int = ListChanges.defaultLimit) async throws -> [JournalEntry] {
        try await journal.recentChanges(limit: max(1, limit))
    }

    /// The last `limit` changes `author` made, newest first, among every change the journal keeps
    /// (`crew log --by ada`).
    public func execute(limit: Int = ListChanges.defaultLimit, by author: ChangeAuthor) async throws
        -> [JournalEntry]
    {
        let kept = try await journal.recentChanges(limit: Self.everyChangeKept)
        return Array(kept.filter { $0.author.isSamePerson(as: author) }.prefix(max(1, limit)))
    }

    /// More than any store's journal keeps (1,000 changes).
    static let everyChangeKept = 1_001

    /// The newest change's number alone (`nil`: none): cheap however large that change is (an
    /// import of a million items is one change).
    public func newestNumber() async throws -> Int? {
        try await journal.newestChangeNumber()
    }
}
