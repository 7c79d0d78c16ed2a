/// `crew sync --status` and `crew sync --keep mine|theirs [ID...]`: what waits to be sent, and
/// which side of each conflict stays. Naming an item without a conflict is
/// `DomainError.itemNotFound` for it: there is nothing to settle.
public struct SettleConflicts: Sendable {
    private let changes: any WaitingChanges

    public init(changes: any WaitingChanges) {
        self.changes = changes
    }

    public func waiting() async throws -> [PendingChange] {
        try await changes.waiting()
    }

    public func keep(_ side: ConflictSide, for ids: [Item.ID]) async throws -> [PendingChange] {
        let conflicting = Set(
            try await changes.waiting().filter { !$0.conflicts.isEmpty }.compactMap(\.itemID))
        if let unknown = ids.first(where: { !conflicting.contains($0) }) {
            throw DomainError.itemNotFound(unknown)
        }
        return try await changes.keep(side, for: ids)
    }
}
