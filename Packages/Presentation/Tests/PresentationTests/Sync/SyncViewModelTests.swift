import Domain
import DomainTestSupport
import Foundation
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

    @Test("sending the outbox is one line that moves on, however many changes it sends")
    func sendingIsOneLine() async {
        let count = PageRequest.maximumLimit + 1
        let sut = makeSUT(
            progress: (0...count).map { SyncProgress(collection: .outbox, received: $0, total: count) }
                + [SyncProgress(collection: .items, received: 5, total: 5)],
            result: .success(SyncReport(users: 0, items: 5, skipped: 0)))
        let recorder = StateRecorder(sut.observe)
        await sut.start()
        #expect(sut.state.progress == ["Sending \(count) of \(count)", "Items: 5 of 5"])
        recorder.discardReceived()
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

    @Test("what the outbox sent is said before the summary, each conflict with what to do")
    func sentAndConflicts() async {
        var sent = SendReport()
        sent.sent = 2
        sent.renumber(Item.ID(provisional: 1) ?? itemID(1), as: itemID(201))
        var mine = makeItem(id: 3, name: "mine")
        mine.due = dueDate("2027-01-20")
        let theirs = makeItem(id: 3, name: "theirs")
        sent.conflicts = [
            WaitingChange(
                number: 4, action: .update, base: makeItem(id: 3, name: "before"), record: mine,
                conflicts: [.name, .due], theirs: theirs)
        ]
        let sut = makeSUT(
            progress: [], result: .success(SyncReport(users: 1, items: 3, skipped: 0, sent: sent)))
        await sut.start()
        #expect(sut.state.sent == ["Sent 2 changes made offline.", "item ~1 is now 201"])
        #expect(
            sut.state.conflicts == [
                "Conflict, not sent: item 3 (mine): name “mine” here, “theirs” on the server; due 2027-01-20 here, none on the server (crew sync --keep mine 3, or --keep theirs 3)"
            ])
    }

    @Test("a removal the server changed meanwhile is named as a removal, once")
    func removalConflict() async {
        var sent = SendReport()
        let base = makeItem(id: 4, name: "Old")
        var theirs = base
        theirs.notes = [
            ItemNote(writtenAt: Date(timeIntervalSince1970: 1_800_000_000), text: noteText("kept"))
        ]
        sent.conflicts = [
            WaitingChange(
                number: 2, action: .remove, base: base, record: nil, conflicts: [.notes], theirs: theirs)
        ]
        let sut = makeSUT(
            progress: [], result: .success(SyncReport(users: 1, items: 3, skipped: 0, sent: sent)))
        await sut.start()
        #expect(
            sut.state.conflicts == [
                "Conflict, not sent: item 4 (Old) was removed here and changed on the server (notes) (crew sync --keep mine 4, or --keep theirs 4)"
            ])
    }

    @Test("the status lists what waits, oldest first; keeping a side says which items")
    func statusAndKeep() async {
        let base = makeItem(id: 3, name: "before")
        let waiting = [
            WaitingChange(number: 1, action: .create, base: nil, record: makeItem(id: 9, name: "new")),
            WaitingChange(
                number: 2, action: .update, base: base, record: makeItem(id: 3, name: "mine"),
                conflicts: [.name],
                theirs: makeItem(id: 3, name: "theirs")),
        ]
        let sut = makeSUT(
            progress: [], result: .success(SyncReport(users: 0, items: 0, skipped: 0)), waiting: waiting)
        await sut.showStatus()
        #expect(
            sut.state.sent == [
                "2 changes waiting (crew sync sends them):", "  added item 9: new",
                "  changed item 3 (name): mine (conflict)",
            ])
        #expect(sut.state.conflicts.count == 1)
        await sut.keep(.mine, for: [itemID(3)])
        #expect(sut.state.sent == ["Kept mine for item 3: the next crew sync sends it."])
        await sut.keep(.theirs, for: [itemID(9)])
        #expect(
            sut.state.error?.message
                == "Item 9 has no conflict to settle (crew sync --status shows what waits).")
    }

    @Test("a user's changes are listed, and a user's conflict is said and settled as an item's is")
    func usersWaiting() async {
        let ada = makeUser(id: 2, name: "Ada", email: "ada@x.org")
        var renamed = ada
        renamed.name = (try? PersonName("Ada L.")) ?? ada.name
        var theirs = ada
        theirs.name = (try? PersonName("Ada K.")) ?? ada.name
        let grace = makeUser(id: 5, name: "Grace", email: "grace@x.org")
        let waiting = [
            WaitingChange(
                number: 1, action: .update, base: nil, record: nil,
                userChange: WaitingUserChange(base: ada, record: renamed, conflicts: [.name], theirs: theirs)),
            WaitingChange(
                number: 2, action: .remove, base: nil, record: nil,
                userChange: WaitingUserChange(base: grace, record: nil, handover: .reassign(to: ada.id))),
        ]
        let sut = makeSUT(
            progress: [], result: .success(SyncReport(users: 0, items: 0, skipped: 0)), waiting: waiting)
        await sut.showStatus()
        #expect(
            sut.state.sent == [
                "2 changes waiting (crew sync sends them):",
                "  changed user 2 (name): Ada L. <ada@x.org> (conflict)",
                "  removed user 5: Grace <grace@x.org> (items to user 2)",
            ])
        #expect(
            sut.state.conflicts == [
                "Conflict, not sent: user 2 (Ada L.): name “Ada L.” here, “Ada K.” on the server (crew sync --keep mine --user 2, or --keep theirs --user 2)"
            ])
        await sut.keep(.theirs, for: [], users: [ada.id])
        #expect(sut.state.sent == ["Kept the server's for user 2: my change is dropped."])
        await sut.keep(.mine, for: [], users: [grace.id])
        #expect(
            sut.state.error?.message
                == "User 5 has no conflict to settle (crew sync --status shows what waits).",
            "user 5's removal has no conflict")
    }

    @Test("a removal the server's records refuse is said as not sent")
    func refusedRemoval() async {
        var sent = SendReport()
        sent.refusals = [.userOwnsItems(userID(4), count: 2)]
        sent.droppedUsers = [userID(6)]
        let sut = makeSUT(
            progress: [], result: .success(SyncReport(users: 1, items: 3, skipped: 0, sent: sent)))
        await sut.start()
        #expect(sut.state.sent == ["user 6 is gone from the server: its change was dropped"])
        #expect(
            sut.state.conflicts == [
                "Not sent: User 4 still owns 2 items; reassign or release them first. The removal was dropped."
            ])
    }

    // MARK: - Helpers

    /// The view model over a synchronizer that reports `progress`, then ends with `result`.
    private func makeSUT(
        progress: [SyncProgress], result: Result<SyncReport, DomainError>, waiting: [WaitingChange] = []
    ) -> SyncViewModel {
        SyncViewModel(
            sync: SyncWithRemote(synchronizer: SynchronizerStub(progress: progress, result: result)),
            settle: SettleConflicts(changes: WaitingChangesStub(changes: waiting)), destination: "the cache")
    }
}

/// A fixed outbox: what waits, and the conflicts a keep settles (it forgets nothing).
struct WaitingChangesStub: WaitingChanges {
    let changes: [WaitingChange]

    func waiting() async throws -> [WaitingChange] { changes }

    func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID]) async throws -> [WaitingChange] {
        changes.filter { change in
            guard change.isConflict else { return false }
            if ids.isEmpty && users.isEmpty { return true }
            return change.userChange?.id.map(users.contains) ?? change.itemID.map(ids.contains) ?? false
        }
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
