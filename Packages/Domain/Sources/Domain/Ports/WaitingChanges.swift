/// The changes kept offline while the API could not be reached, as `crew sync --status` lists
/// them and `crew sync --keep` settles their conflicts (an API's cache keeps them).
public protocol WaitingChanges: Sendable {
    /// What waits, oldest first.
    func waiting() async throws -> [WaitingChange]
    /// Settles each conflicting change to one of the items `ids` or the users `users` (every
    /// one, when both are empty) for `side`; returns the changes it settled.
    func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID]) async throws -> [WaitingChange]
}

/// Which side of a conflict stays: mine (the next sync sends my fields over the server's record)
/// or theirs (my change is dropped, the server's record stays).
public enum ConflictSide: String, CaseIterable, Hashable, Sendable {
    /// My change stays and is sent over the server's record.
    case mine
    /// The server's record stays; my change is dropped.
    case theirs
}
