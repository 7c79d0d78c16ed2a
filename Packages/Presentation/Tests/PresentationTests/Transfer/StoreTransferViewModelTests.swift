import Domain
import Presentation
import Testing

@MainActor
@Suite("Export and import view models")
struct StoreTransferViewModelTests {
    @Test("export hands every part to the writer, counting users and items, then confirms")
    func exportCounts() async {
        let items = FakeItemRepository([makeItem(2), makeItem(1, done: true)])
        let users = FakeUserRepository([makeUser(1)], items: items)
        let sut = StoreExportViewModel(exportStore: ExportStore(users: users, items: items))
        let recorder = StateRecorder(sut.observe)
        var written: [StoreDocumentPart] = []
        await sut.export { written.append($0) }
        #expect(written == [.users([makeUser(1)]), .items([makeItem(1, done: true), makeItem(2)])])
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
        let items = FakeItemRepository([])
        let sut = StoreExportViewModel(
            exportStore: ExportStore(users: FakeUserRepository(items: items), items: items))
        await sut.export { _ in throw DomainError.unavailable(reason: "the disk is full") }
        #expect(sut.state.error?.message == "The server is unavailable: the disk is full.")
        #expect(sut.state.confirmation == nil)
    }

    @Test("import confirms what it added and how many users it matched by e-mail")
    func importConfirms() async {
        let items = FakeItemRepository([])
        let users = FakeUserRepository([makeUser(1, email: "ada@x.org")], items: items)
        let sut = makeImportSUT(users: users, items: items)
        await sut.run(
            StoreDocument(
                users: [makeUser(5, email: "ada@x.org"), makeUser(6, email: "bob@x.org")],
                items: [makeItem(1, owner: 5), makeItem(2, owner: 6)]))
        #expect(
            sut.state.confirmation
                == "Imported 1 user and 2 items (1 user was already here, matched by e-mail).")
        #expect(sut.state.error == nil)
    }

    @Test("a broken document names the record the error is about")
    func importNamesTheRecord() async {
        let items = FakeItemRepository([])
        let sut = makeImportSUT(users: FakeUserRepository(items: items), items: items)
        await sut.run(
            StoreDocument(users: [makeUser(1)], items: [makeItem(1, owner: 1), makeItem(2, owner: 3)]))
        #expect(sut.state.failedRecord == .item(index: 1))
        #expect(sut.state.error?.kind == .invalidDocument)
    }

    @Test("a store error about a record of the document names that record")
    func storeErrorsNameTheRecord() async {
        let items = FakeItemRepository([])
        let users = FakeUserRepository([], items: items)
        for (error, record) in [
            (DomainError.itemAlreadyExists(Item.ID(rawValue: 2)!), StoreImportState.Record.item(index: 1)),
            (.userAlreadyExists(User.ID(rawValue: 1)!), .user(index: 0)),
            (.emailAlreadyRegistered(try! EmailAddress("b@x.org")), .user(index: 1)),
        ] {
            let sut = StoreImportViewModel(
                importStore: ImportStore(users: users, items: items, importer: FailingImporter(error: error)))
            await sut.run(
                StoreDocument(
                    users: [makeUser(1, email: "a@x.org"), makeUser(2, email: "b@x.org")],
                    items: [makeItem(1), makeItem(2)]))
            #expect(sut.state.failedRecord == record)
        }
    }

    struct FailingImporter: StoreImporter {
        let error: DomainError
        func apply(_ plan: StoreImportPlan) async throws -> StoreImportReport { throw error }
    }

    private func makeImportSUT(users: FakeUserRepository, items: FakeItemRepository) -> StoreImportViewModel {
        StoreImportViewModel(
            importStore: ImportStore(
                users: users, items: items, importer: FakeStoreImporter(users: users, items: items)))
    }
}
