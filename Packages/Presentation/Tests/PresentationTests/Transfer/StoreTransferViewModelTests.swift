import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@MainActor
@Suite("Export and import view models")
struct StoreTransferViewModelTests {
    @Test("export hands every part to the writer, counting users and items, then confirms")
    func exportCounts() async {
        let (sut, _) = makeExportSUT(
            users: [makeUser(id: 1)], items: [makeItem(id: 2), makeItem(id: 1, done: true)])
        let recorder = StateRecorder(sut.observe)
        var written: [StoreDocumentPart] = []
        await sut.export { written.append($0) }
        #expect(
            written == [.users([makeUser(id: 1)]), .items([makeItem(id: 1, done: true), makeItem(id: 2)])])
        var running = StoreExportState()
        running.isRunning = true
        let usersWritten = recorder.changed(running) { $0.exportedUsers = 1 }
        let itemsWritten = recorder.changed(usersWritten) { $0.exportedItems = 2 }
        let done = recorder.changed(itemsWritten) { state in
            state.isRunning = false
            state.confirmation = "Exported 1 user and 2 items."
        }
        recorder.expect([StoreExportState(), running, usersWritten, itemsWritten, done])
    }

    @Test("a writer that fails ends the export with its error")
    func exportWriterFails() async {
        let (sut, _) = makeExportSUT(users: [], items: [])
        await sut.export { _ in throw DomainError.unavailable(reason: "the disk is full") }
        #expect(sut.state.error?.message == "The server is unavailable: the disk is full.")
        #expect(sut.state.confirmation == nil)
    }

    @Test("a backup read from a cache because the API was down says so, with the cache's age")
    func exportFromCacheSaysSo() async {
        let (sut, items) = makeExportSUT(users: [], items: [makeItem(id: 1)])
        await items.serveStale(since: Date(timeIntervalSince1970: 1_800_000_000 - 7_200))
        await sut.export { _ in }
        #expect(
            sut.state.notice
                == "Offline: showing data cached 2 h ago. The backup holds the cache, not the API's data.")
        #expect(sut.state.confirmation == "Exported 0 users and 1 item.")
    }

    @Test("import confirms what it added and how many users it matched by e-mail")
    func importConfirms() async {
        let items = InMemoryItemRepository([])
        let users = InMemoryUserRepository([makeUser(id: 1, email: "ada@x.org")], items: items)
        let sut = makeImportSUT(users: users, items: items)
        await sut.run(
            StoreDocument(
                users: [makeUser(id: 5, email: "ada@x.org"), makeUser(id: 6, email: "bob@x.org")],
                items: [makeItem(id: 1, owner: 5), makeItem(id: 2, owner: 6)]))
        #expect(
            sut.state.confirmation
                == "Imported 1 user and 2 items (1 user was already here, matched by e-mail).")
        #expect(sut.state.error == nil)
    }

    @Test("a broken document names the record the error is about")
    func importNamesTheRecord() async {
        let items = InMemoryItemRepository([])
        let sut = makeImportSUT(users: InMemoryUserRepository(items: items), items: items)
        await sut.run(
            StoreDocument(
                users: [makeUser(id: 1)], items: [makeItem(id: 1, owner: 1), makeItem(id: 2, owner: 3)]))
        #expect(sut.state.failedRecord == .item(index: 1))
        #expect(sut.state.error?.kind == .invalidDocument)
    }

    @Test("a store error about a record of the document names that record")
    func storeErrorsNameTheRecord() async {
        let items = InMemoryItemRepository([])
        let users = InMemoryUserRepository([], items: items)
        for (error, record) in [
            (DomainError.itemAlreadyExists(itemID(2)), StoreImportState.Record.item(index: 1)),
            (.userAlreadyExists(userID(1)), .user(index: 0)),
            (.emailAlreadyRegistered(try! EmailAddress("b@x.org")), .user(index: 1)),
        ] {
            let sut = StoreImportViewModel(
                importStore: ImportStore(users: users, items: items, importer: FailingImporter(error: error)))
            await sut.run(
                StoreDocument(
                    users: [makeUser(id: 1, email: "a@x.org"), makeUser(id: 2, email: "b@x.org")],
                    items: [makeItem(id: 1), makeItem(id: 2)]))
            #expect(sut.state.failedRecord == record)
        }
    }

    struct FailingImporter: StoreImporter {
        let error: DomainError
        func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport { throw error }
    }

    /// The export view model over `users` and `items`, its clock at `fixedNow`; the item
    /// repository is returned for a test that makes it serve a cache.
    private func makeExportSUT(users: [User], items: [Item]) -> (StoreExportViewModel, InMemoryItemRepository)
    {
        let itemRepository = InMemoryItemRepository(items)
        let sut = StoreExportViewModel(
            exportStore: ExportStore(
                users: InMemoryUserRepository(users, items: itemRepository), items: itemRepository),
            staleNotice: staleNotice)
        return (sut, itemRepository)
    }

    private func makeImportSUT(users: InMemoryUserRepository, items: InMemoryItemRepository)
        -> StoreImportViewModel
    {
        StoreImportViewModel(
            importStore: ImportStore(
                users: users, items: items, importer: RecordingStoreImporter(users: users, items: items)))
    }
}
