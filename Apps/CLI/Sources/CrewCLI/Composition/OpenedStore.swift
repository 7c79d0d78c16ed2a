import DataLayer

/// The store a run works with, and how a message names it (its path, or "memory").
struct OpenedStore {
    let store: any LocalStore & JournalStore & ImportPlanStore & SnapshotStore
    let description: String
}
