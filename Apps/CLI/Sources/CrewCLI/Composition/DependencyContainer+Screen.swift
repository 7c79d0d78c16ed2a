import DataLayer
import Domain
import Presentation

/// What only `crew ui` needs from the composition root.
extension DependencyContainer {
    /// The full-screen list over the list, detail and undo view models; the journal is read
    /// for other processes' changes where the store keeps one (not against an API).
    func makeItemScreenViewModel(pageSize: Int) throws -> ItemScreenViewModel {
        ItemScreenViewModel(
            list: try makeItemListViewModel(pageSize: pageSize), detail: try makeItemDetailViewModel(),
            undo: try makeUndoViewModel(),
            listChanges: isRemote ? nil : ListChanges(journal: try changeJournal()),
            outbox: isRemote
                ? ScreenOutbox(
                    settle: SettleConflicts(changes: OutboxWaitingChanges(outbox: try openStore().store)),
                    sync: try makeSyncViewModel(), staleNotice: staleNotice)
                : nil)
    }
}
