import Domain

/// Runs `crew sync` and shows its progress as it comes; lists what waits to be sent
/// (`--status`) and settles conflicts (`--keep`).
@MainActor
public final class SyncViewModel: ViewModel {
    private let sync: SyncWithRemote
    private let settle: SettleConflicts
    /// Where the data goes, as the summary names it: "the cache /home/ada/.cache/crew/...".
    private let destination: String
    private let observers = StateObservers(SyncState())

    /// A view model that syncs with `sync`, lists conflicts with `settle`, and names `destination` (the API's
    /// URL) in what it says.
    public init(sync: SyncWithRemote, settle: SettleConflicts, destination: String) {
        self.sync = sync
        self.settle = settle
        self.destination = destination
    }

    /// The sync as it stands.
    public var state: SyncState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (SyncState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Sends what waits, then pulls the server's records, updating the progress as pages arrive.
    public func start() async {
        observers.update(SyncState(progress: [], isRunning: true))
        // Progress arrives on whatever thread the sync runs on; the stream brings it here in order.
        let (updates, continuation) = AsyncStream.makeStream(of: SyncProgress.self)
        let run = Task { [sync] in
            defer { continuation.finish() }
            return try await sync.execute { continuation.yield($0) }
        }
        for await update in updates {
            observers.mutate { state in Self.apply(update, to: &state) }
        }
        switch await run.result {
        case .success(let report):
            observers.mutate { state in
                state.isRunning = false
                state.summary = Self.summary(report, into: destination)
                state.sent = Self.sent(report.sent)
                state.conflicts =
                    report.sent.conflicts.compactMap(WaitingChangeText.conflict)
                    + report.sent.refusals.map {
                        "Not sent: \(UserFacingError($0).message) The removal was dropped."
                    }
            }
        case .failure(let error):
            observers.mutate { state in
                state.isRunning = false
                state.error = UserFacingError(error)
            }
        }
    }

    /// What waits to be sent, a line per change, conflicts said as `crew sync` says them.
    public func showStatus() async {
        await settling { [settle] in
            let waiting = try await settle.waiting()
            guard !waiting.isEmpty else { return (["Nothing waits to be sent."], []) }
            let lines = waiting.map(WaitingChangeText.line)
            let conflicts = waiting.compactMap(WaitingChangeText.conflict)
            return (
                ["\(Count.of(waiting.count, "change")) waiting (\(WaitingChangesText.sends(waiting.count))):"]
                    + lines,
                conflicts
            )
        }
    }

    /// Settles the conflicts of the items `ids` and the users `users` (all, when both are empty)
    /// for `side`.
    public func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID] = []) async {
        await settling { [settle] in
            let settled = try await settle.keep(side, for: ids, users: users)
            guard !settled.isEmpty else { return (["No conflict to settle."], []) }
            let items = settled.compactMap { $0.userChange == nil ? $0.itemID : nil }
            let people = settled.compactMap { $0.userChange?.id }
            let named = [
                items.isEmpty ? nil : (items.count == 1 ? "item " : "items ") + IDList.describing(items),
                people.isEmpty ? nil : (people.count == 1 ? "user " : "users ") + IDList.describing(people),
            ].compactMap { $0 }.joined(separator: " and ")
            let one = settled.count == 1
            return side == .mine
                ? (["Kept mine for \(named): the next crew sync sends \(one ? "it" : "them")."], [])
                : (
                    ["Kept the server's for \(named): \(one ? "my change is" : "my changes are") dropped."],
                    []
                )
        }
    }

    private func settling(_ work: () async throws -> (lines: [String], conflicts: [String])) async {
        observers.update(SyncState(progress: [], isRunning: true))
        do {
            let (lines, conflicts) = try await work()
            observers.mutate { state in
                state.isRunning = false
                state.sent = lines
                state.conflicts = conflicts
            }
        } catch {
            observers.mutate { state in
                state.isRunning = false
                state.error = UserFacingError(error)
            }
        }
    }

    private static func apply(_ update: SyncProgress, to state: inout SyncState) {
        let label =
            switch update.collection {
            case .users: "Users"
            case .items: "Items"
            case .outbox: "Sending"
            }
        let line =
            update.collection == .outbox
            ? "Sending \(update.received) of \(update.total ?? update.received)"
            : "\(label): \(update.received)" + (update.total.map { " of \($0)" } ?? "")
        // One line per collection, replaced as it moves on: "Sending 3 of 9" has no colon, and
        // looking for "Sending:" appended a line per change sent (25,000 lines, each state compared
        // whole at every change: the sync of 25,000 changes spent most of its CPU here).
        let key = update.collection == .outbox ? "Sending " : label + ":"
        if let index = state.progress.firstIndex(where: { $0.hasPrefix(key) }) {
            state.progress[index] = line
        } else {
            state.progress.append(line)
        }
    }

    private static func sent(_ sent: SendReport) -> [String] {
        guard sent.sent > 0 || !sent.dropped.isEmpty || !sent.droppedUsers.isEmpty || !sent.unheld.isEmpty
        else {
            return []
        }
        var lines = sent.sent > 0 ? ["Sent \(Count.of(sent.sent, "change")) made offline."] : []
        lines += sent.renumberedUsers.map { "user \($0.provisional) is now \($0.assigned)" }
        lines += sent.renumbered.map { "item \($0.provisional) is now \($0.assigned)" }
        lines += sent.dropped.map { "item \($0) is gone from the server: its change was dropped" }
        lines += sent.droppedUsers.map { "user \($0) is gone from the server: its change was dropped" }
        lines += sent.unheld.map {
            "item \($0.provisional) (\($0.name)) reached the server, but crew cannot hold its answer (\($0.reason)): it is no longer shown here"
        }
        return lines
    }

    private static func summary(_ report: SyncReport, into destination: String) -> String {
        let users = "\(report.users) \(report.users == 1 ? "user" : "users")"
        let items = "\(report.items) \(report.items == 1 ? "item" : "items")"
        let skipped =
            report.skipped == 0 ? "" : " (\(report.skipped) skipped: invalid or without a known owner)"
        return "Synced \(users) and \(items) into \(destination)\(skipped)."
    }
}

extension SyncState {
    fileprivate init(progress: [String], isRunning: Bool) {
        self.init()
        self.progress = progress
        self.isRunning = isRunning
    }
}
