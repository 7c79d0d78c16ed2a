/// One item in full and its history: what changed, when, newest first (`DomainError.itemNotFound`
/// for an id that names none).
public struct ShowItem: Sendable {
    /// How many changes of an item's history are shown when the person does not say.
    public static let defaultHistoryLimit = 20

    private let items: any ItemRepository
    private let journal: any Journal

    /// Shows items of `items` with their history from `journal`.
    public init(items: any ItemRepository, journal: any Journal) {
        self.items = items
        self.journal = journal
    }

    /// The item `id` with its last `historyLimit` changes; an item that does not exist is
    /// `DomainError.itemNotFound`.
    public func execute(_ id: Item.ID, historyLimit: Int = ShowItem.defaultHistoryLimit) async throws
        -> ItemDetails
    {
        let item = try await items.item(withID: id)
        return ItemDetails(
            item: item, history: try await journal.changes(toItem: id, limit: max(1, historyLimit)))
    }
}
