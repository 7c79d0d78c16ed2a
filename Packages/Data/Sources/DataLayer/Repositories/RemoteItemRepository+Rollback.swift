import Domain

/// How a change the server failed half-way is taken back: the server has no transactions, so
/// what was already done is undone request by request, all at once.
extension RemoteItemRepository {
    /// Runs `undo` for every item at once and returns those for which it failed.
    static func failures(of items: [Item], _ undo: @escaping @Sendable (Item) async throws -> Void)
        async
        -> [Item]
    {
        await withTaskGroup(of: Item?.self) { group in
            for item in items {
                group.addTask {
                    do {
                        try await undo(item)
                        return nil
                    } catch {
                        return item
                    }
                }
            }
            var failed: [Item] = []
            for await item in group { if let item { failed.append(item) } }
            return items.filter { item in failed.contains { $0.id == item.id } }
        }
    }

    static func reason(_ error: any Error) -> String {
        if case DomainError.unavailable(let reason) = error { return reason }
        return "\(error)"
    }
}
