import Domain

/// What a screen over an API's cache has beside the list: the outbox's waiting changes and the
/// sync that sends them.
public struct ScreenOutbox {
    let settle: SettleConflicts
    let sync: SyncViewModel
    /// The clock the header's "updated 5 min ago" is read against.
    let staleNotice: StaleNotice

    /// The outbox of an API's cache: what waits, read through `settle`, sent through `sync`; how
    /// old the rows are, said against `staleNotice`'s clock.
    public init(settle: SettleConflicts, sync: SyncViewModel, staleNotice: StaleNotice) {
        self.settle = settle
        self.sync = sync
        self.staleNotice = staleNotice
    }
}
