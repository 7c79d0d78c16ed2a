import DataLayer
import Domain
import Presentation

/// What only `crew ui` needs from the composition root.
extension DependencyContainer {
    /// The full-screen list over the list, detail and undo view models; the journal is read
    /// for other processes' changes where the store keeps one (not against an API).
    /// A search typed key by key says "1000+ pending" past a thousand matches: counting all of
    /// them made a key of a search over a million items take 112.6 ms, rather than 36.4 ms.
    static let searchCountsUpTo = 1_000

    func makeItemScreenViewModel(pageSize: Int) throws -> ItemScreenViewModel {
        ItemScreenViewModel(
            list: try makeItemListViewModel(pageSize: pageSize, searchCountsUpTo: Self.searchCountsUpTo),
            detail: try makeItemDetailViewModel(),
            undo: try makeUndoViewModel(),
            listChanges: isRemote ? nil : ListChanges(journal: try changeJournal()),
            outbox: isRemote
                ? ScreenOutbox(
                    settle: SettleConflicts(changes: OutboxWaitingChanges(outbox: try openStore().store)),
                    sync: try makeSyncViewModel(), staleNotice: staleNotice)
                : nil,
            undoing: .newestBy(configuration.author))
    }
}
