import Domain
import DomainTestSupport
import Foundation
import Presentation
import Synchronization
import Testing

@MainActor
@Suite("ItemScreenViewModel")
struct ItemScreenViewModelTests {
    @Test("start shows the pending items, loading first, the first row selected")
    func start() async {
        let (sut, _, _, recorder) = makeSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b", done: true), makeItem(id: 3, name: "c"),
        ])
        await sut.start()
        let initial = ItemScreenState()
        // The filter is set, then the list loads for it.
        let filtered = recorder.changed(initial) { $0.list = listState(.pending) { _ in } }
        let loading = recorder.changed(initial) { $0.list = listState(.pending) { $0.isLoading = true } }
        let loaded = recorder.changed(initial) { state in
            state.list = listState(.pending) { list in
                list.rows = [row(1, "a"), row(3, "c")]
                list.counts = ItemCounts(total: 2, completed: 0)
            }
            state.selection = 0
        }
        recorder.expect([initial, filtered, loading, loaded])
    }

    @Test("moving stops at both ends; g and G go to the first and last row")
    func moving() async {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"), makeItem(id: 3, name: "c"),
        ])
        let started = sut.state
        await sut.move(by: 1)
        await sut.move(by: 5)
        await sut.move(by: 1)
        await sut.moveToFirst()
        await sut.moveToLast()
        await sut.move(by: -10)
        recorder.expect([
            recorder.changed(started) { $0.selection = 1 }, recorder.changed(started) { $0.selection = 2 },
            recorder.changed(started) { $0.selection = 0 }, recorder.changed(started) { $0.selection = 2 },
            recorder.changed(started) { $0.selection = 0 },
        ])
    }

    @Test("each typed key searches at once; a search replaced before it answered is never shown")
    func searchAsYouType() async {
        let (sut, items, _, recorder) = await makeStartedSUT(items: [
            makeItem(id: 1, name: "Résumé draft"), makeItem(id: 2, name: "resupply tea"),
            makeItem(id: 3, name: "milk"),
        ])
        await items.holdNextRead()
        sut.search(for: query("res"))
        // The first search waits in the store; the next key replaces it.
        await items.waitUntilReadIsHeld()
        #expect(sut.state.list.isLoading)
        sut.search(for: query("resume"))
        await sut.searchSettled()
        await items.release()
        for _ in 0..<50 { await Task.yield() }
        let shown = recorder.states.map { $0.list.rows.map(\.title) }
        #expect(!shown.contains(["Résumé draft", "resupply tea"]), "the replaced search's answer was shown")
        #expect(sut.state.list.rows.map(\.title) == ["Résumé draft"])
        #expect(sut.state.list.search == query("resume"))
        #expect(sut.state.selection == 0)
        recorder.discardReceived()
        // Under two characters: every item again.
        sut.search(for: nil)
        await sut.searchSettled()
        #expect(sut.state.list.rows.count == 3)
        #expect(sut.state.list.search == nil)
        recorder.discardReceived()
    }

    @Test("the selection stays on its item when rows come and go")
    func selectionFollowsItsItem() async throws {
        let (sut, items, _, recorder) = await makeStartedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"), makeItem(id: 3, name: "c"),
        ])
        await sut.move(by: 2)
        _ = try await items.remove([itemID(1)])
        await sut.reload()
        #expect(sut.state.selectedRow?.title == "c")
        #expect(sut.state.selection == 1)
        recorder.discardReceived()
    }

    @Test("toggle completes at once; a refusal puts the row back and says why on the status line")
    func toggleRollsBack() async {
        let (sut, items, _, recorder) = await makeStartedSUT(items: [makeItem(id: 1, name: "a")])
        let started = sut.state
        await items.failNext(.write, with: DomainError.credentialsRefused(status: 403))
        await sut.toggleSelected()
        let refused = UserFacingError(DomainError.credentialsRefused(status: 403))
        recorder.expect([
            recorder.changed(started) { $0.list.rows = [row(1, "a", done: true, saving: true)] },
            recorder.changed(started) { state in
                state.list.error = refused
                state.status = StatusLine(refused.message, isError: true)
            },
        ])
    }

    @Test("toggle of a done item reopens it and says so")
    func toggleReopens() async {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [makeItem(id: 1, name: "a", done: true)])
        await sut.cycleFilter()
        #expect(sut.state.filter == .all)
        await sut.toggleSelected()
        #expect(sut.state.list.rows == [row(1, "a")])
        #expect(sut.state.status == StatusLine("Reopened item 1: a"))
        recorder.discardReceived()
    }

    @Test("f cycles pending, all, done and overdue")
    func filters() async {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b", done: true),
        ])
        var seen: [[String]] = []
        for _ in 0..<4 {
            await sut.cycleFilter()
            seen.append(sut.state.list.rows.map(\.title))
        }
        #expect(seen == [["a", "b"], ["b"], [], ["a"]])
        #expect(sut.state.filter == .pending)
        recorder.discardReceived()
    }

    @Test("another process's change (a new journal entry) reloads; none leaves the list alone")
    func followsTheJournal() async throws {
        let (sut, items, journal, recorder) = await makeStartedSUT(
            items: [makeItem(id: 1, name: "a")],
            journal: [JournalEntry(sequence: 1, date: fixedNow, users: [], items: [])])
        await sut.refreshIfChanged()
        recorder.expect([])
        _ = try await items.add([makeNewItem("written elsewhere")])
        _ = try await journal.undoLastChange()
        await sut.refreshIfChanged()
        #expect(sut.state.list.rows.map(\.title) == ["a", "written elsewhere"])
        #expect(sut.state.selection == 0)
        recorder.discardReceived()
    }

    @Test("the removal question names the item; nothing selected asks nothing")
    func removal() async throws {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [makeItem(id: 4, name: "Buy milk")])
        let question = await sut.question(.remove)
        #expect(question?.text == "Remove item 4: Buy milk?")
        await sut.answer(try #require(question))
        #expect(sut.state.list.rows.isEmpty)
        #expect(sut.state.selection == nil)
        #expect(await sut.question(.remove) == nil)
        recorder.discardReceived()
    }

    @Test(
        "a question is bound to its row: a yes after the selection moved removes the row asked about, never the selected one"
    )
    func questionBoundToItsRow() async throws {
        let (sut, repository, _, recorder) = await makeStartedSUT(items: [
            makeItem(id: 1, name: "Bob's"), makeItem(id: 2, name: "Chloé's"),
        ])
        let question = try #require(await sut.question(.remove))
        await sut.move(by: 1)
        #expect(sut.state.selectedRow?.title == "Chloé's")
        await sut.answer(question)
        #expect(sut.state.list.rows.map(\.title) == ["Chloé's"])
        #expect(
            try await repository.items(matching: ItemFilter(), order: .id, page: .first).elements.map(
                \.name.value) == ["Chloé's"])
        recorder.discardReceived()
    }

    @Test(
        "a question whose row changed or vanished meanwhile is withdrawn with a sentence, and nothing is written",
        arguments: [false, true])
    func questionWithdrawn(vanished: Bool) async throws {
        let (sut, repository, _, recorder) = await makeStartedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"),
        ])
        let question = try #require(await sut.question(.remove))
        if vanished {
            _ = try await repository.remove(.ids([itemID(1)]))
        } else {
            _ = try await repository.update([makeItem(id: 1, name: "renamed elsewhere")], adding: [])
        }
        await sut.reload()
        await sut.answer(question)
        #expect(
            sut.state.status?.text
                == "Item 1 \(vanished ? "is gone" : "changed") meanwhile: the question was withdrawn, nothing was changed."
        )
        #expect(
            try await repository.items(matching: ItemFilter(), order: .id, page: .first).elements.count
                == (vanished ? 1 : 2))
        recorder.discardReceived()
    }

    @Test(
        "a question about a row past the loaded window stands: the rows are a window, and the store decides")
    func questionPastTheWindow() async throws {
        let items = (1...120).map { makeItem(id: $0, name: "item \($0)") }
        let (sut, repository, _, recorder) = await makeStartedSUT(items: items)
        await sut.moveToLast()
        await sut.move(by: -20)
        let question = try #require(await sut.question(.remove))
        #expect(question.text == "Remove item 100: item 100?")
        await sut.moveToFirst()
        #expect(!sut.state.list.rows.contains { $0.title == "item 100" }, "g read the first page again")
        await sut.answer(question)
        #expect(sut.state.status?.isError != true, "\(String(describing: sut.state.status))")
        let left = try await repository.items(
            matching: ItemFilter(), order: .id, page: try PageRequest(limit: 1000))
        #expect(left.elements.count == 119)
        #expect(!left.elements.contains { $0.id == itemID(100) })
        recorder.discardReceived()
    }

    @Test(
        "v marks rows and V every item of the filter (past the loaded rows); one answer changes them all as one change, and the marks go"
    )
    func marks() async throws {
        let items = (1...120).map { makeItem(id: $0, name: "item \($0)") }
        let (sut, repository, _, recorder) = await makeStartedSUT(items: items)
        sut.toggleMark()
        await sut.move(by: 2)
        sut.toggleMark()
        #expect(sut.state.marks == .rows([itemID(1), itemID(3)]))
        #expect(sut.state.markCount == 2)
        let two = try #require(await sut.question(.complete))
        #expect(two.text == "Complete 2 items (1 item 1, 3 item 3)?")
        await sut.answer(two)
        #expect(sut.state.marks == .none)
        #expect(
            try await repository.items(matching: ItemFilter(status: .completed), order: .id, page: .first)
                .elements.map(\.id) == [itemID(1), itemID(3)])
        await sut.toggleEveryMark()
        #expect(sut.state.markCount == 118, "the pending items: the two completed are not in the list")
        #expect(sut.state.list.rows.count < 120, "only a window of rows is loaded")
        let every = try #require(await sut.question(.edit(ItemEditRequest(priority: .set(.high)))))
        await sut.answer(every)
        #expect(
            try await repository.items(
                matching: ItemFilter(priority: .high), order: .id, page: try PageRequest(limit: 1000)
            ).elements.count == 118)
        #expect(sut.state.marks == .none)
        await sut.toggleEveryMark()
        await sut.toggleEveryMark()
        #expect(sut.state.marks == .none, "V again clears the marks")
        recorder.discardReceived()
    }

    @Test("Enter opens the selected item (empty, loading, loaded) and Esc closes it")
    func detail() async {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [makeItem(id: 4, name: "Buy milk")])
        let started = sut.state
        await sut.openSelected()
        let loaded = sut.state.detail
        #expect(loaded?.row?.title == "Buy milk")
        #expect(loaded?.isLoading == false)
        var loading = ItemDetailState()
        loading.isLoading = true
        sut.closeDetail()
        recorder.expect([
            recorder.changed(started) { $0.detail = ItemDetailState() },
            recorder.changed(started) { $0.detail = loading },
            recorder.changed(started) { $0.detail = loaded },
            started,
        ])
    }

    @Test(
        "against an API: the waiting changes are counted and their rows known; a sync's conflict is said with its keys"
    )
    func outbox() async {
        let mine = makeItem(id: 1, name: "mine")
        let conflict = WaitingChange(
            number: 1, action: .update, base: makeItem(id: 1, name: "before"), record: mine,
            conflicts: [.name],
            theirs: makeItem(id: 1, name: "theirs"))
        var sent = SendReport()
        sent.conflicts = [conflict]
        let outbox = ScreenOutbox(
            settle: SettleConflicts(changes: WaitingChangesStub(changes: [conflict])),
            sync: SyncViewModel(
                sync: SyncWithRemote(
                    synchronizer: SynchronizerStub(
                        progress: [], result: .success(SyncReport(users: 0, items: 1, skipped: 0, sent: sent))
                    )),
                settle: SettleConflicts(changes: WaitingChangesStub(changes: [conflict])),
                destination: "the cache"), staleNotice: StaleNotice(now: { Date(timeIntervalSince1970: 0) }))
        let (sut, _, _, recorder) = makeSUT(items: [mine], outbox: outbox)
        await sut.start()
        #expect(sut.state.waiting == 1)
        #expect(sut.state.waitingItems == [itemID(1)])
        recorder.discardReceived()
        await sut.syncNow()
        #expect(sut.state.isSyncing == false)
        #expect(sut.state.conflicts.count == 1)
        #expect(sut.state.status?.text.hasSuffix("m keeps mine, t keeps the server's.") == true)
        #expect(sut.state.status?.text.hasPrefix("Conflict, not sent: item 1 (mine)") == true)
        recorder.discardReceived()
        await sut.keep(.theirs)
        #expect(sut.state.conflicts.isEmpty)
        #expect(sut.state.status == StatusLine("Kept the server's for item 1: my change is dropped."))
        recorder.discardReceived()
    }

    @Test(
        "against an API the header says how old the rows are: updated at the load, moving on with the clock; cached offline"
    )
    func cacheAge() async {
        let clock = MovableClock(start: Date(timeIntervalSince1970: 1_000_000))
        let outbox = ScreenOutbox(
            settle: SettleConflicts(changes: WaitingChangesStub(changes: [])),
            sync: SyncViewModel(
                sync: SyncWithRemote(
                    synchronizer: SynchronizerStub(
                        progress: [], result: .success(SyncReport(users: 0, items: 1, skipped: 0)))),
                settle: SettleConflicts(changes: WaitingChangesStub(changes: [])), destination: "the cache"),
            staleNotice: StaleNotice(now: { clock.now() }))
        let (sut, repository, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")], outbox: outbox)
        await sut.start()
        #expect(sut.state.cacheAge == "updated just now")
        recorder.discardReceived()
        sut.refreshAge()
        recorder.expect([])  // the same words draw nothing again
        clock.advance(by: 5 * 60)
        sut.refreshAge()
        #expect(recorder.states.map(\.cacheAge) == ["updated 5 min ago"])
        recorder.discardReceived()
        await repository.serveStale(since: Date(timeIntervalSince1970: 1_000_000 - 2 * 3_600))
        await sut.reload()
        #expect(sut.state.list.isOffline)
        #expect(sut.state.cacheAge == "cached 2 h ago")
        recorder.discardReceived()
    }

    @Test("a store of one's own says no age: its rows are never a cache")
    func noAgeWithoutAnAPI() async {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [makeItem(id: 1, name: "a")])
        sut.refreshAge()
        #expect(sut.state.cacheAge == nil)
        recorder.expect([])
    }

    @Test("a store of one's own has no outbox: nothing is counted and S does nothing")
    func noOutbox() async {
        let (sut, _, _, recorder) = await makeStartedSUT(items: [makeItem(id: 1, name: "a")])
        let started = sut.state
        await sut.syncNow()
        await sut.keep(.mine)
        #expect(started.waiting == nil)
        recorder.expect([])
    }

    @Test(
        "a change made here is its own journal entry, not another process's: the list is not loaded again",
        arguments: [(6, false), (7, true)])
    func ownChangeIsNotAnotherProcesss(newestAfter: Int, reloads: Bool) async {
        let repository = InMemoryItemRepository([makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b")])
        let journal = NumberedJournal(newest: 5)
        let sut = makeSUT(repository: repository, journal: journal)
        let recorder = StateRecorder(sut.observe)
        await sut.start()
        // Read before the toggle, then after it.
        await journal.script([5, newestAfter])
        await sut.toggleSelected()
        recorder.discardReceived()
        await sut.refreshIfChanged()
        // One entry more is the toggle's own; two mean another process wrote as well.
        #expect(recorder.states.contains { $0.list.isLoading } == reloads)
        recorder.discardReceived()
    }

    @Test(
        "another process's entry written before a change here that writes none is another's: the list loads")
    func anotherEntryBeforeAChangeThatWritesNone() async throws {
        let repository = InMemoryItemRepository([makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b")])
        let journal = NumberedJournal(newest: 5)
        let sut = makeSUT(repository: repository, journal: journal)
        let recorder = StateRecorder(sut.observe)
        await sut.start()
        // Elsewhere, while the prompt is open: crew items rename 2 OTHER.
        _ = try await repository.update([makeItem(id: 2, name: "OTHER")], adding: [])
        await journal.set(6)
        // Enter on the name as it was: a rename that writes nothing.
        await sut.renameSelected(to: try ItemName("a"))
        recorder.discardReceived()
        await sut.refreshIfChanged()
        #expect(recorder.states.contains { $0.list.isLoading })
        #expect(sut.state.list.rows.map(\.title) == ["a", "OTHER"])
        recorder.discardReceived()
    }

    @Test(
        "another process's entry written while a change here that writes none runs is another's: the list loads"
    )
    func anotherEntryDuringAChangeThatWritesNone() async throws {
        let repository = InMemoryItemRepository([makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b")])
        let journal = NumberedJournal(newest: 5)
        let sut = makeSUT(repository: repository, journal: journal)
        let recorder = StateRecorder(sut.observe)
        await sut.start()
        // Read before the rename, then after it: elsewhere, crew items rename 1 OTHER wrote entry 6
        // meanwhile, and Enter on the name as it was wrote nothing.
        await journal.script([5, 6])
        await sut.renameSelected(to: try ItemName("a"))
        #expect(sut.list.changes.state.wroteNothing)
        recorder.discardReceived()
        await sut.refreshIfChanged()
        #expect(recorder.states.contains { $0.list.isLoading }, "entry 6 is another's: the list loads")
        recorder.discardReceived()
    }

    @Test("a refused change wrote no entry: a newer one is another process's, and the list loads")
    func anotherEntryDuringARefusedChange() async throws {
        let repository = InMemoryItemRepository([makeItem(id: 1, name: "a")])
        let journal = NumberedJournal(newest: 5)
        let sut = makeSUT(repository: repository, journal: journal)
        let recorder = StateRecorder(sut.observe)
        await sut.start()
        await journal.script([5, 6])
        await sut.add(
            NewItemRequest(name: try ItemName("b"), owner: .id(try #require(User.ID(rawValue: 99)))))
        #expect(sut.list.changes.state.error != nil)
        recorder.discardReceived()
        await sut.refreshIfChanged()
        #expect(recorder.states.contains { $0.list.isLoading })
        recorder.discardReceived()
    }

    @Test(
        "G reads the whole list's last page from its end, moving up reads the pages before it, g reads the first again; the position counts from the whole list",
        arguments: [1, 10_000])
    func lastRowOfTheWholeList(count: Int) async throws {
        let items = (1...count).map { makeItem(id: $0, name: "item \($0)") }
        let (sut, _, _, recorder) = await makeStartedSUT(items: items)
        recorder.discardReceived()
        await sut.moveToLast()
        // The states it went through: (loading, read from the end, rows, selection).
        let steps = recorder.states.map {
            "\($0.list.isLoading ? "loading " : "")\($0.list.isFromTheEnd ? "end " : "")\($0.list.rows.count)@\($0.selection.map(String.init) ?? "-")"
        }
        let page = PageRequest.defaultLimit
        #expect(steps == (count > page ? ["loading 50@0", "end 50@0", "end 50@49"] : []), "\(steps)")
        recorder.discardReceived()
        #expect(sut.state.selectedRow?.title == "item \(count)")
        let total = count == 1 ? "1" : "10,000"
        #expect(sut.state.position == "\(total) of \(total)")
        // One page from the end, not every page before it.
        #expect(sut.state.list.rows.count == min(count, PageRequest.defaultLimit))
        #expect(sut.state.list.rows.last?.title == "item \(count)")
        #expect(sut.state.list.canLoadMore == (count > PageRequest.defaultLimit))
        if count > PageRequest.defaultLimit {
            #expect(sut.state.list.isFromTheEnd)
            await sut.move(by: -(PageRequest.defaultLimit - 5))
            // Near the top of the rows, the page before them is read and shown above them.
            #expect(sut.state.list.rows.count == 2 * PageRequest.defaultLimit)
            #expect(sut.state.selectedRow?.title == "item \(count - PageRequest.defaultLimit + 5)")
            #expect(
                sut.state.list.rows.map(\.title)
                    == (count - 2 * PageRequest.defaultLimit + 1...count).map { "item \($0)" })
            #expect(sut.state.position == "9,955 of 10,000")
        }
        await sut.moveToFirst()
        #expect(sut.state.selection == 0)
        #expect(sut.state.selectedRow?.title == "item 1")
        #expect(!sut.state.list.isFromTheEnd)
        #expect(sut.state.position == "1 of \(total)")
        recorder.discardReceived()
    }

    @Test("a screen shown through more rows reads pages until they are filled past the selection")
    func taller() async throws {
        let items = (1...120).map { makeItem(id: $0, name: "item \($0)") }
        let (sut, _, _, recorder) = await makeStartedSUT(items: items)
        #expect(sut.state.list.rows.count == PageRequest.defaultLimit)
        await sut.show(visibleRows: 90)
        #expect(sut.state.list.rows.count >= 90)
        #expect(sut.state.selection == 0)
        recorder.discardReceived()
    }

    @Test(
        "against an API: a change kept offline turns the header offline at once, says so on the status line, and a load that reaches the API turns it back"
    )
    func changeKeptOffline() async throws {
        let kept = KeptChanges()
        let outbox = ScreenOutbox(
            settle: SettleConflicts(changes: kept),
            sync: SyncViewModel(
                sync: SyncWithRemote(
                    synchronizer: SynchronizerStub(
                        progress: [], result: .success(SyncReport(users: 0, items: 1, skipped: 0)))),
                settle: SettleConflicts(changes: kept), destination: "the cache"),
            staleNotice: StaleNotice(now: { Date(timeIntervalSince1970: 0) }))
        let (sut, _, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")], outbox: outbox)
        await sut.start()
        #expect(!sut.state.isOffline)
        await sut.renameSelected(to: try ItemName("b"))
        #expect(!sut.state.isOffline, "a change the API took")
        await kept.keepNext()
        await sut.renameSelected(to: try ItemName("c"))
        #expect(sut.state.isOffline)
        #expect(sut.state.waiting == 1)
        #expect(
            sut.state.status?.text
                == "Renamed item 1: c (saved offline: the API did not take it; 1 change waits, S sends them)")
        await sut.reload()
        #expect(!sut.state.isOffline, "the load reached the API")
        recorder.discardReceived()
    }

    @Test(
        "opens on the request crew ui was given: its status as f's filter, its order named, its filters applied",
        arguments: [
            (
                ItemListRequest(status: .pending, sort: .next, firstOwner: .id(userID(7))),
                ItemScreenFilter.pending, "next, mine first"
            ),
            (ItemListRequest(status: .pending, overdue: true), .overdue, "default"),
            (ItemListRequest(status: .completed, tags: tags("x"), sort: .due), .done, "due"),
            (ItemListRequest(status: .all), .all, "default"),
        ])
    func opensOnARequest(request: ItemListRequest, filter: ItemScreenFilter, sortName: String) async {
        let (sut, _, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        await sut.start(request)
        #expect(sut.state.filter == filter)
        #expect(sut.state.sortName == sortName)
        #expect(sut.list.state.tags == request.tags)
        #expect(sut.list.state.sort == request.sort)
        recorder.discardReceived()
    }

    @Test("a damaged item is a row of its own, listed as damaged and openable; the status line says how many")
    func damagedRows() async throws {
        let (sut, repository, _, recorder) = makeSUT(items: [makeItem(id: 1, name: "a")])
        await repository.serveUnreadable([
            UnreadableRecord(id: 2, problem: ValidationError(field: .itemName, problem: .empty)),
            UnreadableRecord(id: 3, problem: ValidationError(field: .notes, problem: .unreadable)),
        ])
        await sut.start()
        let rows = sut.state.list.rows
        #expect(rows.map(\.shownID) == ["1", "2", "3"])
        #expect(rows.map(\.isDamaged) == [false, true, true])
        #expect(rows[1].title.hasPrefix("damaged: "))
        #expect(
            sut.state.status?.text
                == "Item 2 cannot be read: the item name must not be empty. Rename it (crew items rename 2 NAME) or remove it. 1 more damaged item is listed too."
        )
        await sut.move(by: 1)
        #expect(sut.state.selectedRow?.itemID == itemID(2))
        recorder.discardReceived()
    }

    // MARK: - Helpers

    private func listState(_ status: ItemStatusFilter, _ change: (inout ItemListState) -> Void)
        -> ItemListState
    {
        var state = ItemListState()
        state.status = status
        change(&state)
        return state
    }

    private func makeStartedSUT(items: [Item], journal: [JournalEntry] = []) async -> (
        ItemScreenViewModel, InMemoryItemRepository, InMemoryJournal, StateRecorder<ItemScreenState>
    ) {
        let made = makeSUT(items: items, journal: journal)
        await made.0.start()
        made.3.discardReceived()
        return made
    }

    private func makeSUT(
        repository: InMemoryItemRepository, journal: any Journal, outbox: ScreenOutbox? = nil
    ) -> ItemScreenViewModel {
        let users = InMemoryUserRepository([makeUser(id: 7)], items: repository)
        return ItemScreenViewModel(
            list: ItemListViewModel(
                useCases: ItemListUseCases(
                    items: repository, users: users, clock: stoppedClock(), today: dayBeforeEveryDueDay),
                today: dayBeforeEveryDueDay, staleNotice: staleNotice),
            detail: ItemDetailViewModel(
                showItem: ShowItem(items: repository, journal: journal), findUser: FindUser(users: users),
                today: dayBeforeEveryDueDay, localTime: LocalTime { _ in 0 }),
            undo: UndoViewModel(
                undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
                findUser: FindUser(users: users), localTime: LocalTime { _ in 0 }),
            listChanges: ListChanges(journal: journal), outbox: outbox)
    }

    private func makeSUT(items: [Item], journal changes: [JournalEntry] = [], outbox: ScreenOutbox? = nil)
        -> (
            ItemScreenViewModel, InMemoryItemRepository, InMemoryJournal, StateRecorder<ItemScreenState>
        )
    {
        let repository = InMemoryItemRepository(items)
        let journal = InMemoryJournal(changes)
        let sut = makeSUT(repository: repository, journal: journal, outbox: outbox)
        return (sut, repository, journal, StateRecorder(sut.observe))
    }
}

/// A journal that only numbers its newest entry, as a test sets it: what the screen reads to tell
/// its own changes from other processes'.
private actor NumberedJournal: Journal {
    private var newest: Int?

    init(newest: Int?) {
        self.newest = newest
    }

    /// The numbers the next reads answer, one each, the last kept after them.
    private var scripted: [Int] = []

    func set(_ number: Int) { newest = number }

    /// The next reads answer `numbers` in turn: the journal as the screen's change writes it.
    func script(_ numbers: [Int]) { scripted = numbers }

    func recentChanges(limit: Int) async throws -> [JournalEntry] { [] }
    func newestChangeNumber() async throws -> Int? {
        if !scripted.isEmpty { newest = scripted.removeFirst() }
        return newest
    }
    func changes(toItem id: Item.ID, limit: Int) async throws -> [JournalEntry] { [] }
    func undoLastChange() async throws -> JournalEntry { throw DomainError.nothingToUndo }
    func undo(_ choice: UndoChoice, force: Bool) async throws -> UndoneChange {
        throw DomainError.nothingToUndo
    }
}

/// A clock a test moves by hand: the header's age is read against it.
private final class MovableClock: Sendable {
    private let seconds: Mutex<TimeInterval>

    init(start: Date) {
        seconds = Mutex(start.timeIntervalSince1970)
    }

    func now() -> Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }

    func advance(by interval: TimeInterval) { seconds.withLock { $0 += interval } }
}

/// An outbox that keeps the changes it is told to: the API did not take them.
private actor KeptChanges: WaitingChanges {
    private var changes: [WaitingChange] = []

    /// The next change made is kept offline.
    func keepNext() {
        changes.append(
            WaitingChange(
                number: changes.count + 1, action: .update, base: makeItem(id: 1, name: "b"),
                record: makeItem(id: 1, name: "c")))
    }

    func waiting() async throws -> [WaitingChange] { changes }

    func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID]) async throws -> [WaitingChange] {
        []
    }
}
