import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ItemListViewModel changes")
struct ItemListViewModelChangeTests {
    @Test("optimistic add: a pending row at once, then the stored row and the new summary")
    func addSuccess() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(1, "a"), makeItem(2, "b", done: true)])
        let loaded = sut.state
        await sut.add("Buy milk", ownerID: 7)
        let adding = recorder.changed(loaded) { state in
            state.rows = [
                row(1, "a"),
                ItemRow(itemID: nil, title: "Buy milk", isDone: false, owner: "7", isSaving: true),
                row(2, "b", done: true),
            ]
        }
        let added = recorder.changed(loaded) { state in
            state.rows = [row(1, "a"), row(3, "Buy milk", owner: 7), row(2, "b", done: true)]
            state.summary = "1 of 3 done"
            state.confirmation = "Added item 3: Buy milk"
            state.changed = [row(3, "Buy milk", owner: 7)]
        }
        recorder.expect([adding, added])
    }

    @Test("optimistic add failure: the pending row rolls back and the error shows")
    func addFailure() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(1, "a")])
        let loaded = sut.state
        await items.failNext(
            .write, with: DomainError.unavailable(reason: "cannot reach the API: cannot connect"))
        await sut.add("Buy milk")
        let adding = recorder.changed(loaded) {
            $0.rows.append(
                ItemRow(itemID: nil, title: "Buy milk", isDone: false, owner: "", isSaving: true))
        }
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
        await sut.add("Buy milk", ownerID: 99)
        #expect(
            recorder.states.last?.error == UserFacingError(message: "There is no user 99.", kind: .notFound))
        #expect(sut.state.rows.isEmpty)
        #expect(sut.state.emptyMessage == nil, "the empty message went away with the optimistic row")
    }

    @Test("an invalid name is refused at once: one state, with the error, and nothing written")
    func addInvalidName() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [])
        let loaded = sut.state
        await sut.add("   ")
        recorder.expect([
            recorder.changed(loaded) {
                $0.error = UserFacingError(message: "The item name must not be empty.", kind: .invalidInput)
            }
        ])
        #expect(await items.itemsByID.isEmpty)
    }

    @Test("an added item the filter does not admit leaves the list once confirmed")
    func addOutsideFilter() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(1, "a", done: true)])
        await sut.setStatus(.completed)
        recorder.discardReceived()
        await sut.add("new and pending")
        #expect(sut.state.rows == [row(1, "a", done: true)])
        #expect(sut.state.confirmation == "Added item 2: new and pending")
    }

    @Test("optimistic complete: the row is done at once, then confirmed with the summary")
    func completeSuccess() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(1, "a"), makeItem(2, "b")])
        let loaded = sut.state
        await sut.complete(ids(1))
        let completing = recorder.changed(loaded) { $0.rows[0] = row(1, "a", done: true, saving: true) }
        let completed = recorder.changed(loaded) { state in
            state.rows[0] = row(1, "a", done: true)
            state.summary = "1 of 2 done"
            state.confirmation = "Completed item 1: a"
            state.changed = [row(1, "a", done: true)]
        }
        recorder.expect([completing, completed])
    }

    @Test("optimistic complete failure rolls the row back with the error")
    func completeFailure() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(1, "a")])
        let loaded = sut.state
        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.complete(ids(1))
        let completing = recorder.changed(loaded) { $0.rows[0] = row(1, "a", done: true, saving: true) }
        let rolledBack = recorder.changed(loaded) {
            $0.error = UserFacingError(message: "The server is unavailable: down.", kind: .unavailable)
        }
        recorder.expect([completing, rolledBack])
    }

    @Test("optimistic reopen and its rollback")
    func reopen() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(1, "a", done: true)])
        let loaded = sut.state
        await sut.reopen(ids(1))
        let reopened = recorder.changed(loaded) { state in
            state.rows = [row(1, "a")]
            state.summary = "0 of 1 done"
            state.confirmation = "Reopened item 1: a"
            state.changed = [row(1, "a")]
        }
        recorder.expect([recorder.changed(loaded) { $0.rows = [row(1, "a", saving: true)] }, reopened])
        await sut.complete(ids(1))
        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.reopen(ids(1))
        #expect(sut.state.rows == [row(1, "a", done: true)], "rolled back to done")
        #expect(sut.state.error?.kind == .unavailable)
    }

    @Test("a change to several items is all or nothing: with a missing id, every row rolls back")
    func batchAllOrNothing() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(1, "a"), makeItem(2, "b")])
        let loaded = sut.state
        await sut.complete(ids(1, 2, 99))
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
            makeItem(1, "a"), makeItem(2, "b"), makeItem(3, "c"),
        ])
        let loaded = sut.state
        await sut.remove(ids(3, 1))
        let removing = recorder.changed(loaded) { state in
            state.rows[0].isSaving = true
            state.rows[2].isSaving = true
        }
        let removed = recorder.changed(loaded) { state in
            state.rows = [row(2, "b")]
            state.summary = "0 of 1 done"
            state.confirmation = "Removed item 3: c\nRemoved item 1: a"
            state.changed = [row(3, "c"), row(1, "a")]
        }
        recorder.expect([removing, removed])
    }

    @Test("completing a missing item reports it and changes no row")
    func completeMissing() async {
        let (sut, _, recorder) = await makeLoadedSUT(items: [makeItem(1, "a")])
        let loaded = sut.state
        await sut.complete(ids(9))
        recorder.expect([
            recorder.changed(loaded) {
                $0.error = UserFacingError(message: "There is no item 9.", kind: .notFound)
            }
        ])
    }

    @Test("rename: the new title at once, then confirmed; a failure restores the old one")
    func rename() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [makeItem(1, "old")])
        let loaded = sut.state
        await sut.rename(1, to: "new")
        let renaming = recorder.changed(loaded) { $0.rows = [row(1, "new", saving: true)] }
        let renamed = recorder.changed(loaded) { state in
            state.rows = [row(1, "new")]
            state.confirmation = "Renamed item 1: new"
            state.changed = [row(1, "new")]
        }
        recorder.expect([renaming, renamed])

        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.rename(1, to: "newer")
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

    @Test("renaming to an invalid name is refused at once")
    func renameInvalid() async {
        let (sut, _, _) = await makeLoadedSUT(items: [makeItem(1, "old")])
        await sut.rename(1, to: String(repeating: "x", count: 201))
        #expect(
            sut.state.error
                == UserFacingError(
                    message: "The item name must be at most 200 characters.", kind: .invalidInput))
        #expect(sut.state.rows == [row(1, "old")])
    }

    @Test("remove: the row is marked, then gone with the summary; a failure restores it")
    func remove() async {
        let (sut, items, recorder) = await makeLoadedSUT(items: [
            makeItem(1, "a", done: true), makeItem(2, "b"),
        ])
        let loaded = sut.state
        await sut.remove(ids(1))
        let removing = recorder.changed(loaded) { $0.rows[1].isSaving = true }
        let removed = recorder.changed(loaded) { state in
            state.rows = [row(2, "b")]
            state.summary = "0 of 1 done"
            state.confirmation = "Removed item 1: a"
            state.changed = [row(1, "a", done: true)]
        }
        recorder.expect([removing, removed])

        await items.failNext(.write, with: DomainError.unavailable(reason: "down"))
        await sut.remove(ids(2))
        #expect(sut.state.rows == [row(2, "b")])
        #expect(sut.state.error?.kind == .unavailable)
    }

    @Test("assign and unassign change the owner column")
    func assign() async {
        let (sut, _, _) = await makeLoadedSUT(items: [makeItem(1, "a")])
        await sut.assign(1, to: 7)
        #expect(sut.state.rows == [row(1, "a", owner: 7)])
        #expect(sut.state.confirmation == "Assigned item 1: a")
        await sut.assign(1, to: nil)
        #expect(sut.state.rows == [row(1, "a")])
        #expect(sut.state.confirmation == "Unassigned item 1: a")
        await sut.assign(1, to: 99)
        #expect(sut.state.error == UserFacingError(message: "There is no user 99.", kind: .notFound))
        await sut.assign(1, to: 0)
        #expect(
            sut.state.error
                == UserFacingError(message: "The id must be a positive whole number.", kind: .invalidInput))
    }

    @Test("a completed item leaves a list of pending items once confirmed")
    func completeOutsideFilter() async {
        let (sut, _, _) = await makeLoadedSUT(items: [makeItem(1, "a"), makeItem(2, "b")])
        await sut.setStatus(.pending)
        await sut.complete(ids(1))
        #expect(sut.state.rows == [row(2, "b")])
        #expect(sut.state.summary == "1 of 2 done")
    }

    @Test("changes work on a list that was never loaded, as the CLI uses it")
    func changesWithoutLoading() async {
        let items = FakeItemRepository([makeItem(4, "a")])
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(items: items, users: FakeUserRepository()), staleNotice: staleNotice)
        await sut.complete(ids(4))
        #expect(sut.state.confirmation == "Completed item 4: a")
        #expect(sut.state.changed == [row(4, "a", done: true)])
        #expect(sut.state.summary == "")
        #expect(await items.itemsByID[Item.ID(rawValue: 4)!]?.isCompleted == true)
    }

    // MARK: - Helpers

    private func makeLoadedSUT(
        items: [Item]
    ) async -> (ItemListViewModel, FakeItemRepository, StateRecorder<ItemListState>) {
        let repository = FakeItemRepository(items)
        let sut = ItemListViewModel(
            useCases: ItemListUseCases(items: repository, users: FakeUserRepository([makeUser(7)])),
            staleNotice: staleNotice)
        let recorder = StateRecorder(sut.observe)
        await sut.load()
        recorder.discardReceived()
        return (sut, repository, recorder)
    }
}
