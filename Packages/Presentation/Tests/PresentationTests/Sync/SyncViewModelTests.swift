import Domain
import Presentation
import Testing

@MainActor
@Suite("SyncViewModel")
struct SyncViewModelTests {
    @Test("shows each progress report in order, then the summary")
    func progressThenSummary() async {
        let sut = makeSUT(
            progress: [
                SyncProgress(collection: .users, received: 10, total: 10),
                SyncProgress(collection: .items, received: 100, total: 200),
                SyncProgress(collection: .items, received: 200, total: 200),
            ], result: .success(SyncReport(users: 10, items: 200, skipped: 0)))
        let recorder = StateRecorder(sut.observe)
        await sut.start()
        var running = SyncState()
        running.isRunning = true
        let users = recorder.changed(running) { $0.progress = ["Users: 10 of 10"] }
        let half = recorder.changed(users) { $0.progress.append("Items: 100 of 200") }
        let all = recorder.changed(users) { $0.progress.append("Items: 200 of 200") }
        let done = recorder.changed(all) { state in
            state.isRunning = false
            state.summary = "Synced 10 users and 200 items into the cache."
        }
        recorder.expect([SyncState(), running, users, half, all, done])
    }

    @Test("a failed sync shows the error")
    func failure() async {
        let sut = makeSUT(progress: [], result: .failure(DomainError.unavailable(reason: "cannot connect")))
        await sut.start()
        #expect(
            sut.state.error
                == UserFacingError(message: "The server is unavailable: cannot connect.", kind: .unavailable))
        #expect(!sut.state.isRunning)
    }

    @Test("skipped records are counted in the summary")
    func skipped() async {
        let sut = makeSUT(progress: [], result: .success(SyncReport(users: 1, items: 1, skipped: 3)))
        await sut.start()
        #expect(
            sut.state.summary
                == "Synced 1 user and 1 item into the cache (3 skipped: invalid or without a known owner).")
    }

    // MARK: - Helpers

    /// The view model over a synchronizer that reports `progress`, then ends with `result`.
    private func makeSUT(progress: [SyncProgress], result: Result<SyncReport, DomainError>) -> SyncViewModel {
        SyncViewModel(
            sync: SyncWithRemote(synchronizer: SynchronizerStub(progress: progress, result: result)),
            destination: "the cache")
    }
}

/// Replays fixed progress reports, then returns a fixed result.
struct SynchronizerStub: CacheSynchronizer {
    let progress: [SyncProgress]
    let result: Result<SyncReport, DomainError>

    func synchronize(progress report: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        for update in progress { report(update) }
        return try result.get()
    }
}
