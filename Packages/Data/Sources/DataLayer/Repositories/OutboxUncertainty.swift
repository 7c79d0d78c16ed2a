/// A direct send whose answer was lost may have been applied: the changes then kept offline are
/// marked as sent (`OutboxStore.markSending`), which is what undo and sync read to treat them as
/// possibly on the server. A direct send happens only when nothing waits, so the changes waiting
/// are the ones just kept.
enum OutboxUncertainty {
    static func mark(_ outbox: any OutboxStore, after error: (any Error)?) async throws {
        guard let error, (error as? RemoteError)?.mayHaveBeenApplied == true,
            let newest = try await outbox.pendingChanges().map(\.number).max()
        else { return }
        try await outbox.markSending(newest)
    }
}
