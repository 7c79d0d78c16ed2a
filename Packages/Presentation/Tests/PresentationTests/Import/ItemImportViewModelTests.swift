import Domain
import DomainTestSupport
import Presentation
import Testing

@MainActor
@Suite("ItemImportViewModel")
struct ItemImportViewModelTests {
    @Test("importing stores every item and confirms how many")
    func importsAll() async {
        let (sut, _) = makeSUT(users: [makeUser(id: 7)])
        let recorder = StateRecorder(sut.observe)
        await sut.run([
            NewItem(name: try! ItemName("a"), ownerID: User.ID(rawValue: 7)),
            NewItem(name: try! ItemName("b")),
        ])
        var running = ItemImportState()
        running.isRunning = true
        let done = recorder.changed(ItemImportState()) { state in
            state.imported = [
                makeItem(id: 1, name: "a", owner: 7, createdAt: stamp),
                makeItem(id: 2, name: "b", createdAt: stamp),
            ]
            state.confirmation = "Imported 2 items."
        }
        recorder.expect([ItemImportState(), running, done])
    }

    @Test("a missing owner stores nothing and points at the first item that names it")
    func missingOwner() async {
        let (sut, items) = makeSUT(users: [])
        await sut.run([
            NewItem(name: try! ItemName("a")),
            NewItem(name: try! ItemName("b"), ownerID: User.ID(rawValue: 9)),
        ])
        #expect(sut.state.error == UserFacingError(message: "There is no user 9.", kind: .notFound))
        #expect(sut.state.failedIndex == 1)
        #expect(await items.itemsByID.isEmpty)
    }

    @Test("an id asked for twice points at its second use")
    func duplicateID() async {
        let (sut, _) = makeSUT(users: [])
        let id = Item.ID(rawValue: 5)
        await sut.run([
            NewItem(name: try! ItemName("a"), requestedID: id), NewItem(name: try! ItemName("b")),
            NewItem(name: try! ItemName("c"), requestedID: id),
        ])
        #expect(sut.state.error?.kind == .conflict)
        #expect(sut.state.failedIndex == 2)
    }

    // MARK: - Helpers

    /// The view model importing into an empty item store beside `users`.
    private func makeSUT(users: [User]) -> (ItemImportViewModel, InMemoryItemRepository) {
        let items = InMemoryItemRepository()
        let sut = ItemImportViewModel(
            importItems: ImportItems(
                items: items, users: InMemoryUserRepository(users), clock: stoppedClock()))
        return (sut, items)
    }
}
