import Domain

/// What a screen over an API's cache has beside the list: the outbox's waiting changes and the
/// sync that sends them.
public struct ScreenOutbox {
    let settle: SettleConflicts
    let sync: SyncViewModel

    /// The outbox of an API's cache: what waits, read through `settle`, sent through `sync`.
    public init(settle: SettleConflicts, sync: SyncViewModel) {
        self.settle = settle
        self.sync = sync
    }
}
