/// `crew sync --status` and `crew sync --keep mine|theirs [ID...] [--user USER...]`: what waits
/// to be sent, and which side of each conflict stays. Naming an item or a user without a
/// conflict is `DomainError.noConflict` for it: there is nothing to settle.
public struct SettleConflicts: Sendable {
    private let changes: any WaitingChanges

    /// Settles the conflicts of `changes`.
    public init(changes: any WaitingChanges) {
        self.changes = changes
    }

    /// What waits to be sent, oldest first.
    public func waiting() async throws -> [WaitingChange] {
        try await changes.waiting()
    }

    /// Settles the conflicts of the items `ids` and the users `users`; every conflict when both
    /// are empty.
    public func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID] = []) async throws
        -> [WaitingChange]
    {
        let conflicting = try await changes.waiting().filter(\.isConflict)
        let items = Set(conflicting.compactMap { $0.userChange == nil ? $0.itemID : nil })
        if let unknown = ids.first(where: { !items.contains($0) }) {
            throw DomainError.noConflict(.item(unknown))
        }
        let people = Set(conflicting.compactMap { $0.userChange?.id })
        if let unknown = users.first(where: { !people.contains($0) }) {
            throw DomainError.noConflict(.user(unknown))
        }
        return try await changes.keep(side, for: ids, users: users)
    }
}
