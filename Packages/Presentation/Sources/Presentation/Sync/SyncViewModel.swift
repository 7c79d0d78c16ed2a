import Domain

/// Runs `crew sync` and shows its progress as it comes.
@MainActor
public final class SyncViewModel: ViewModel {
    private let sync: SyncWithRemote
    /// Where the data goes, as the summary names it: "the cache /home/ada/.cache/crew/...".
    private let destination: String
    private let observers = StateObservers(SyncState())

    public init(sync: SyncWithRemote, destination: String) {
        self.sync = sync
        self.destination = destination
    }

    public var state: SyncState { observers.current }

    public func observe(_ onChange: @escaping @MainActor (SyncState) -> Void) -> Observation {
        observers.observe(onChange)
    }

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
            }
        case .failure(let error):
            observers.mutate { state in
                state.isRunning = false
                state.error = UserFacingError(error)
            }
        }
    }

    private static func apply(_ update: SyncProgress, to state: inout SyncState) {
        let label = update.collection == .users ? "Users" : "Items"
        let line = "\(label): \(update.received)" + (update.total.map { " of \($0)" } ?? "")
        if let index = state.progress.firstIndex(where: { $0.hasPrefix(label + ":") }) {
            state.progress[index] = line
        } else {
            state.progress.append(line)
        }
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
