import DataLayer

/// Everything a subject needs of a local store: the data, the journal, imports and snapshots.
typealias ModelStore = LocalStore & JournalStore & ImportPlanStore & SnapshotStore
