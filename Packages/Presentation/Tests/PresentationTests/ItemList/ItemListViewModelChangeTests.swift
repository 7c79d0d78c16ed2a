import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ItemListViewModel changes")
struct ItemListViewModelChangeTests {
    @Test("optimistic add: a pending row at once, then the stored row and the new summary")
    func addSuccess() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b", done: true),
        ])
        let loaded = sut.state
        await sut.changes.add(itemName("Buy milk"), owner: userID(7))
        let adding = recorder.changed(loaded) { state in
            state.rows = [
                row(1, "a"),
                placeholder("Buy milk", owner: 7),
                row(2, "b", done: true),
            ]
        }
        let added = recorder.changed(loaded) { state in
            state.rows = [row(1, "a"), row(3, "Buy milk", owner: 7, created: stamp), row(2, "b", done: true)]
            state.counts = ItemCounts(total: 3, completed: 1)
            state.confirmation = "Added item 3: Buy milk"
            state.changed = [makeItem(id: 3, name: "Buy milk", owner: 7, createdAt: stamp)]
        }
        recorder.expect([adding, added])
    }

    @Test("optimistic add failure: the pending row rolls back and the error shows")
    func addFailure() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a")])
        let loaded = sut.state
        await items.failNext(
            .write, with: DomainError.unavailable(reason: "cannot reach the API: cannot connect"))
        await sut.changes.add(itemName("Buy milk"))
        let adding = recorder.changed(loaded) { $0.rows.append(placeholder("Buy milk")) }
        let rolledBack = recorder.changed(loaded) {
            $0.error = UserFacingError(
                message: "The server is unavailable: cannot reach the API: cannot connect.",
                kind: .unavailable)
        }
        recorder.expect([adding, rolledBack])
        #expect(await items.itemsByID.count == 1)
    }

    @Test("adding for an owner who does not exist rolls back with a not-found error")
    func addUnknownOwner() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [])
        await sut.changes.add(itemName("Buy milk"), owner: userID(99))
        #expect(
            recorder.states.last?.error == UserFacingError(message: "There is no user 99.", kind: .notFound))
        recorder.discardReceived()
        #expect(sut.state.rows.isEmpty)
        #expect(sut.state.emptyMessage == nil, "the empty message went away with the optimistic row")
    }

    @Test("an added item the filter does not admit leaves the list once confirmed")
    func addOutsideFilter() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a", done: true)])
        await sut.setStatus(.completed)
        recorder.discardReceived()
        await sut.changes.add(itemName("new and pending"))
        recorder.discardReceived()
        #expect(sut.state.rows == [row(1, "a", done: true)])
        #expect(sut.state.confirmation == "Added item 2: new and pending")
    }

    @Test("optimistic complete: the row is done at once, then confirmed with the summary")
    func completeSuccess() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"),
        ])
        let loaded = sut.state
        await sut.changes.complete(itemIDs(1))
        let completing = recorder.changed(loaded) { $0.rows[0] = row(1, "a", done: true, saving: true) }
        let completed = recorder.changed(loaded) { state in
            state.rows[0] = row(1, "a", done: true, completed: stamp)
            state.counts = ItemCounts(total: 2, completed: 1)
            state.confirmation = "Completed item 1: a"
            state.changed = [makeItem(id: 1, name: "a", done: true, completedAt: stamp)]
        }
        recorder.expect([completing, completed])
    }

    @Test("optimistic complete failure rolls the row back with the error")
    func completeFailure() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a")])
        let loaded = sut.state
        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.changes.complete(itemIDs(1))
        let completing = recorder.changed(loaded) { $0.rows[0] = row(1, "a", done: true, saving: true) }
        let rolledBack = recorder.changed(loaded) {
            $0.error = UserFacingError(message: "The server is unavailable: down.", kind: .unavailable)
        }
        recorder.expect([completing, rolledBack])
    }

    @Test("optimistic reopen and its rollback")
    func reopen() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a", done: true)])
        let loaded = sut.state
        await sut.changes.reopen(itemIDs(1))
        let reopened = recorder.changed(loaded) { state in
            state.rows = [row(1, "a")]
            state.counts = ItemCounts(total: 1, completed: 0)
            state.confirmation = "Reopened item 1: a"
            state.changed = [makeItem(id: 1, name: "a")]
        }
        recorder.expect([recorder.changed(loaded) { $0.rows = [row(1, "a", saving: true)] }, reopened])
        await sut.changes.complete(itemIDs(1))
        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.changes.reopen(itemIDs(1))
        #expect(sut.state.rows == [row(1, "a", done: true, completed: stamp)], "rolled back to done")
        #expect(sut.state.error?.kind == .unavailable)
        recorder.discardReceived()
    }

    @Test("a change to several items is all or nothing: with a missing id, every row rolls back")
    func batchAllOrNothing() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"),
        ])
        let loaded = sut.state
        await sut.changes.complete(itemIDs(1, 2, 99))
        let completing = recorder.changed(loaded) { state in
            state.rows = [row(1, "a", done: true, saving: true), row(2, "b", done: true, saving: true)]
        }
        let rolledBack = recorder.changed(loaded) {
            $0.error = UserFacingError(message: "There is no item 99.", kind: .notFound)
        }
        recorder.expect([completing, rolledBack])
        #expect(await items.itemsByID.values.allSatisfy { !$0.isCompleted })
    }

    @Test("a change to several items confirms each of them, in the order asked")
    func batchSuccess() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"), makeItem(id: 3, name: "c"),
        ])
        let loaded = sut.state
        await sut.changes.remove(itemIDs(3, 1))
        let removing = recorder.changed(loaded) { state in
            state.rows[0] = row(1, "a", saving: true)
            state.rows[2] = row(3, "c", saving: true)
        }
        let removed = recorder.changed(loaded) { state in
            state.rows = [row(2, "b")]
            state.counts = ItemCounts(total: 1, completed: 0)
            state.confirmation = "Removed item 3: c\nRemoved item 1: a"
            state.changed = [makeItem(id: 3, name: "c"), makeItem(id: 1, name: "a")]
        }
        recorder.expect([removing, removed])
    }

    @Test("completing a missing item reports it and changes no row")
    func completeMissing() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a")])
        let loaded = sut.state
        await sut.changes.complete(itemIDs(9))
        recorder.expect([
            recorder.changed(loaded) {
                $0.error = UserFacingError(message: "There is no item 9.", kind: .notFound)
            }
        ])
    }

    @Test("rename: the new title at once, then confirmed; a failure restores the old one")
    func rename() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "old")])
        let loaded = sut.state
        await sut.changes.rename(itemID(1), to: itemName("new"))
        let renaming = recorder.changed(loaded) { $0.rows = [row(1, "new", saving: true)] }
        let renamed = recorder.changed(loaded) { state in
            state.rows = [row(1, "new")]
            state.confirmation = "Renamed item 1: new"
            state.changed = [makeItem(id: 1, name: "new")]
        }
        recorder.expect([renaming, renamed])

        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.changes.rename(itemID(1), to: itemName("newer"))
        let failing = recorder.changed(renamed) { state in
            state.rows = [row(1, "newer", saving: true)]
            state.confirmation = nil
        }
        let restored = recorder.changed(renamed) { state in
            state.confirmation = nil
            state.error = UserFacingError(message: "The server is unavailable: down.", kind: .unavailable)
        }
        recorder.expect([failing, restored])
    }

    @Test("remove: the row is marked, then gone with the summary; a failure restores it")
    func remove() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a", done: true), makeItem(id: 2, name: "b"),
        ])
        let loaded = sut.state
        await sut.changes.remove(itemIDs(1))
        let removing = recorder.changed(loaded) { $0.rows[1] = row(1, "a", done: true, saving: true) }
        let removed = recorder.changed(loaded) { state in
            state.rows = [row(2, "b")]
            state.counts = ItemCounts(total: 1, completed: 0)
            state.confirmation = "Removed item 1: a"
            state.changed = [makeItem(id: 1, name: "a", done: true)]
        }
        recorder.expect([removing, removed])

        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.changes.remove(itemIDs(2))
        #expect(sut.state.rows == [row(2, "b")])
        #expect(sut.state.error?.kind == .unavailable)
        recorder.discardReceived()
    }

    @Test("a change that changes nothing says so, item by item, beside what did change")
    func unchangedSaysSo() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a", done: true), makeItem(id: 2, name: "b"),
        ])
        await sut.changes.complete(itemIDs(1, 2))
        #expect(sut.state.confirmation == "Item 1 is already done: a\nCompleted item 2: b")
        await sut.changes.reopen(itemIDs(2, 1))
        #expect(sut.state.confirmation == "Reopened item 2: b\nReopened item 1: a")
        await sut.changes.reopen(itemIDs(2))
        #expect(sut.state.confirmation == "Item 2 is already pending: b")
        await sut.changes.rename(itemID(2), to: itemName("b"))
        #expect(sut.state.confirmation == "Item 2 is already named “b”")
        await sut.changes.assign(itemID(2), to: nil)
        #expect(sut.state.confirmation == "Item 2 already has no owner: b")
        await sut.changes.edit(itemID(2), ItemEditRequest(removedTags: [tag("nothere")]))
        #expect(sut.state.confirmation == "Item 2 is unchanged: it is already as asked")
        #expect(sut.state.error == nil)
        #expect(await items.writes.count == 2, "only the two real changes were written")
        recorder.discardReceived()
    }

    @Test("assign and unassign change the owner column")
    func assign() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a")])
        await sut.changes.assign(itemID(1), to: .id(userID(7)))
        #expect(sut.state.rows == [row(1, "a", owner: 7)])
        #expect(sut.state.confirmation == "Assigned item 1 to Ada Lovelace: a")
        await sut.changes.assign(itemID(1), to: nil)
        #expect(sut.state.rows == [row(1, "a")])
        #expect(sut.state.confirmation == "Unassigned item 1: a")
        await sut.changes.assign(itemID(1), to: .id(userID(99)))
        #expect(sut.state.error == UserFacingError(message: "There is no user 99.", kind: .notFound))
        #expect(sut.state.rows == [row(1, "a")], "rolled back")
        recorder.discardReceived()
    }

    @Test("pending filter, then done: the item leaves the rows and the summary, as a fresh load says")
    func completeOutsideFilter() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"), makeItem(id: 3, name: "c", done: true),
        ])
        await sut.setStatus(.pending)
        #expect(sut.state.summary == "2 pending")
        await sut.changes.complete(itemIDs(1))
        #expect(sut.state.rows == [row(2, "b")])
        #expect(sut.state.summary == "1 pending")
        #expect(sut.state.summary == (await freshSummary(items, sut.state.filter)))
        recorder.discardReceived()
    }

    @Test("an added item the filter hides does not count in its summary")
    func hiddenAddKeepsSummary() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(id: 1, name: "a", done: true)])
        await sut.setStatus(.completed)
        #expect(sut.state.summary == "1 done")
        await sut.changes.add(itemName("pending, so hidden"))
        #expect(sut.state.rows == [row(1, "a", done: true)])
        #expect(sut.state.summary == "1 done")
        #expect(sut.state.summary == (await freshSummary(items, sut.state.filter)))
        recorder.discardReceived()
    }

    @Test("assigning away under an owner filter takes the item out of that owner's count")
    func assignUnderOwnerFilter() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a", owner: 7), makeItem(id: 2, name: "b", done: true, owner: 7),
        ])
        await sut.setOwner(.user(userID(7)))
        #expect(sut.state.summary == "1 of 2 done")
        await sut.changes.assign(itemID(2), to: nil)
        #expect(sut.state.rows == [row(1, "a", owner: 7)])
        #expect(sut.state.summary == "0 of 1 done")
        #expect(sut.state.summary == (await freshSummary(items, sut.state.filter)))
        await sut.changes.assign(itemID(2), to: .id(userID(7)))
        #expect(sut.state.rows == [row(1, "a", owner: 7), row(2, "b", done: true, owner: 7)], "back in view")
        #expect(sut.state.summary == "1 of 2 done")
        recorder.discardReceived()
    }

    @Test("a rollback of one change leaves another change that succeeded meanwhile")
    func rollbackOfOneKeepsTheOther() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(id: 1, name: "a"), makeItem(id: 2, name: "b"),
        ])
        await items.holdNextWrite(thenFail: DomainError.unavailable(reason: "down"))
        async let failing: Void = sut.changes.rename(itemID(1), to: itemName("never stored"))
        await items.waitUntilWriteIsHeld()
        // While the rename waits, another change to the same row and one to another row succeed.
        await sut.changes.complete(itemIDs(1, 2))
        #expect(
            sut.state.rows == [
                row(1, "never stored", done: true, saving: true, completed: stamp),
                row(2, "b", done: true, completed: stamp),
            ])
        await items.release()
        await failing
        #expect(
            sut.state.rows == [
                row(1, "a", done: true, completed: stamp), row(2, "b", done: true, completed: stamp),
            ])
        #expect(sut.state.error?.kind == .unavailable)
        #expect(sut.state.summary == "2 of 2 done")
        #expect(await items.itemsByID[itemID(1)]?.isCompleted == true)
        recorder.discardReceived()
    }

    @Test("two items added at once are two rows, each with its own id")
    func placeholdersHaveDistinctIDs() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [])
        await items.holdNextWrite()
        async let first: Void = sut.changes.add(itemName("first"))
        await items.waitUntilWriteIsHeld()
        await sut.changes.add(itemName("second"))
        let ids = sut.state.rows.map(\.id)
        #expect(ids.count == 2 && Set(ids).count == 2)
        await items.release()
        await first
        #expect(Set(sut.state.rows.compactMap(\.itemID)) == Set(itemIDs(1, 2)))
        #expect(sut.state.summary == "0 of 2 done")
        recorder.discardReceived()
    }

    @Test("changes work on a list that was never loaded, as the CLI uses it")
    func changesWithoutLoading() async {
        let items = InMemoryItemRepository([makeItem(id: 4, name: "a")])
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: items, users: InMemoryUserRepository(), clock: stoppedClock(),
                today: dueDate("2027-01-15")),
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        await sut.changes.complete(itemIDs(4))
        #expect(sut.state.confirmation == "Completed item 4: a")
        #expect(sut.state.changed == [makeItem(id: 4, name: "a", done: true, completedAt: stamp)])
        #expect(sut.state.summary == "")
        #expect(await items.itemsByID[itemID(4)]?.isCompleted == true)
    }

    // MARK: - Helpers

    /// The summary a fresh load of `filter` shows.
    private func freshSummary(_ items: InMemoryItemRepository, _ filter: ItemFilter) async -> String {
        SummaryText.describing(
            ItemSelection.counts(of: await items.itemsByID.values, matching: filter), status: filter.status)
    }

    private func makeLoadedSUT(
        items: [Item]
    ) async -> (ItemListViewModel, InMemoryItemRepository, StateRecorder<ItemListState>) {
        let repository = InMemoryItemRepository(items)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(
                items: repository, users: InMemoryUserRepository([makeUser(id: 7)]), clock: stoppedClock(),
                today: dayBeforeEveryDueDay),
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
        let recorder = StateRecorder(sut.observe)
        await sut.load()
        recorder.discardReceived()
        return (sut, repository, recorder)
    }
}
