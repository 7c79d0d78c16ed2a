import Domain

/// Against an API: how many changes wait in the outbox and which items they are about, a sync
/// run from the screen with its progress on the status line, and the conflicts it finds settled
/// with the same choice as `crew sync --keep mine|theirs`.
extension ItemScreenViewModel {
    /// Reads the outbox again (after a change, a reload or a sync); nothing for a store of one's own.
    public func refreshWaiting() async {
        guard let outbox = outbox?.settle else { return }
        let waiting = (try? await outbox.waiting()) ?? []
        observers.mutate { state in
            state.waiting = waiting.count
            state.waitingItems = Set(waiting.compactMap(\.itemID))
        }
    }

    /// Reads the outbox again after a change: one it holds more than the `before` it held was kept
    /// offline (the API did not take the change), which the header and the status line say at
    /// once, as `crew` does after a command.
    func refreshWaiting(keptOfflineSince before: Int?) async {
        await refreshWaiting()
        guard let before, let now = state.waiting, now > before else { return }
        let changes = now == 1 ? "1 change waits" : "\(now) changes wait"
        observers.mutate { state in
            state.keptOffline = true
            let said = state.status.map { $0.text + " " } ?? ""
            state.status = StatusLine(
                said + "(saved offline: the API did not take it; \(changes), S sends them)",
                isError: state.status?.isError ?? false)
        }
    }

    /// Works out again how old the rows are (the screen's clock ticks twice a second), so that the
    /// header's "updated 5 min ago" moves on; nothing for a store of one's own.
    public func refreshAge() {
        let age = cacheAge(of: state.list)
        guard age != state.cacheAge else { return }
        observers.mutate { $0.cacheAge = age }
    }

    /// "updated just now" after a load that reached the API, "cached 5 min ago" for rows from the
    /// cache while offline.
    func cacheAge(of list: ItemListState) -> String? {
        guard let notice = outbox?.staleNotice else { return nil }
        if list.isOffline { return list.cachedAt.map { "cached " + notice.age(since: $0) } }
        return loadedAt.map { "updated " + notice.age(since: $0) }
    }

    /// Sends what waits, then pulls; each step on the status line as it happens.
    public func syncNow() async {
        guard let sync = outbox?.sync, !state.isSyncing else { return }
        observers.mutate { state in
            state.isSyncing = true
            state.status = StatusLine("Syncing…")
        }
        let watching = sync.observe { [weak self] progress in
            guard let line = progress.progress.last, progress.isRunning else { return }
            self?.say(StatusLine(line))
        }
        await sync.start()
        watching.cancel()
        let result = sync.state
        observers.mutate { state in
            state.isSyncing = false
            state.conflicts = result.conflicts
            state.status =
                result.error.map { StatusLine($0.message, isError: true) }
                ?? StatusLine(Self.conflictLine(result.conflicts) ?? result.summary ?? "Synced.")
        }
        await list.reload()
        await refreshWaiting()
    }

    /// Settles every conflict the last sync found for `side`, as `crew sync --keep` does.
    public func keep(_ side: ConflictSide) async {
        guard let sync = outbox?.sync, !state.conflicts.isEmpty else { return }
        await sync.keep(side, for: [])
        let result = sync.state
        observers.mutate { state in
            state.conflicts = []
            state.status =
                result.error.map { StatusLine($0.message, isError: true) }
                ?? StatusLine(result.sent.joined(separator: " "))
        }
        await refreshWaiting()
    }

    private static func conflictLine(_ conflicts: [String]) -> String? {
        guard let first = conflicts.first else { return nil }
        let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
        return first + more + " m keeps mine, t keeps the server's."
    }
}
