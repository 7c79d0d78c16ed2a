import Domain
import DomainTestSupport
import Testing

@Suite("Export and import of a whole store")
struct TransferUseCaseTests {
    @Test("export gives every user, then every item, each in id order, one page at a time")
    func exportInDocumentOrder() async throws {
        let (items, users, _) = makeSUT(
            users: [makeUser(id: 3), makeUser(id: 1), makeUser(id: 2)],
            items: [makeItem(id: 5, done: true), makeItem(id: 2), makeItem(id: 9, owner: 1)])
        var parts = try ExportStore(users: users, items: items).parts(pageSize: 2)
        var received: [StoreDocumentPart] = []
        while let part = try await parts.next() { received.append(part) }
        #expect(
            received == [
                .users([makeUser(id: 1), makeUser(id: 2)]), .users([makeUser(id: 3)]),
                .items([makeItem(id: 2), makeItem(id: 5, done: true)]), .items([makeItem(id: 9, owner: 1)]),
            ])
    }

    @Test("an empty store exports one empty part of each kind")
    func exportEmpty() async throws {
        let (items, users, _) = makeSUT()
        var parts = try ExportStore(users: users, items: items).parts()
        #expect(try await parts.next() == .users([]))
        #expect(try await parts.next() == .items([]))
        #expect(try await parts.next() == nil)
    }

    @Test(
        "export reads every page inside one snapshot of the store, begun before the first and ended after the last"
    )
    func exportReadsOneSnapshot() async throws {
        let (items, users, _) = makeSUT(users: [makeUser(id: 1)], items: [makeItem(id: 1), makeItem(id: 2)])
        let snapshot = RecordingStoreSnapshot()
        var parts = try ExportStore(users: users, items: items, snapshot: snapshot).parts(pageSize: 1)
        #expect(await snapshot.events.isEmpty, "nothing is held before the export reads")
        #expect(try await parts.next() == .users([makeUser(id: 1)]))
        #expect(await snapshot.events == ["begin"])
        #expect(try await parts.next() == .items([makeItem(id: 1)]))
        #expect(await snapshot.events == ["begin"])
        #expect(try await parts.next() == .items([makeItem(id: 2)]))
        #expect(await snapshot.events == ["begin", "end"])
        #expect(try await parts.next() == nil)
        #expect(await snapshot.events == ["begin", "end"])
    }

    @Test(
        "a store holding damaged records exports no backup without them: the last part is an error naming each, and the snapshot ends"
    )
    func exportRefusesToLeaveRecordsOut() async throws {
        let (items, users, _) = makeSUT(users: [makeUser(id: 1)], items: [makeItem(id: 1)])
        let badName = UnreadableRecord(
            id: 2, problem: ValidationError(field: .itemName, problem: .containsControlCharacter))
        let badNote = UnreadableRecord(id: 3, problem: ValidationError(field: .notes, problem: .unreadable))
        let badUser = UnreadableRecord(
            id: 4, problem: ValidationError(field: .emailAddress, problem: .malformed(.needsExactlyOneAtSign))
        )
        await items.serveUnreadable([badName, badNote])
        await users.serveUnreadable([badUser])
        let snapshot = RecordingStoreSnapshot()
        var parts = try ExportStore(users: users, items: items, snapshot: snapshot).parts()
        #expect(try await parts.next() == .users([makeUser(id: 1)]))
        await #expect(throws: DomainError.recordsLeftOut(users: [badUser], items: [badName, badNote])) {
            try await parts.next()
        }
        #expect(await snapshot.events == ["begin", "end"])
        #expect(try await parts.next() == nil)
    }

    @Test(
        "a failed read or an export closed early ends the snapshot once; one that cannot begin reads nothing")
    func exportEndsSnapshotOnFailure() async throws {
        let (items, users, _) = makeSUT(users: [makeUser(id: 1)], items: [makeItem(id: 1)])
        await items.failNext(.read, with: DomainError.nothingToUndo)
        let snapshot = RecordingStoreSnapshot()
        var failing = try ExportStore(users: users, items: items, snapshot: snapshot).parts()
        _ = try await failing.next()
        await #expect(throws: DomainError.nothingToUndo) { try await failing.next() }
        #expect(await snapshot.events == ["begin", "end"])

        let closed = RecordingStoreSnapshot()
        var early = try ExportStore(users: users, items: items, snapshot: closed).parts()
        _ = try await early.next()
        await early.close()
        #expect(try await early.next() == nil)
        #expect(await closed.events == ["begin", "end"])

        let refused = RecordingStoreSnapshot(failingToBeginWith: DomainError.nothingToUndo)
        var never = try ExportStore(users: users, items: items, snapshot: refused).parts()
        await #expect(throws: DomainError.nothingToUndo) { try await never.next() }
        #expect(await refused.events.isEmpty)
    }

    @Test("into an empty store, every id is kept")
    func importIntoEmptyStoreKeepsIDs() async throws {
        let (items, users, importer) = makeSUT()
        let document = StoreDocument(
            users: [makeUser(id: 4, email: "d@x.org"), makeUser(id: 9, email: "i@x.org")],
            items: [makeItem(id: 7, owner: 9), makeItem(id: 12, done: true)])
        let report = try await makeImport(items, users, importer).execute(document)
        #expect(report.addedUsers == document.users)
        #expect(report.addedItems == document.items)
        #expect(report.matchedUsers == 0)
    }

    @Test("into a store with users, owners are matched by e-mail and keep their stored names")
    func importRemapsOwnersByEmail() async throws {
        let (items, users, importer) = makeSUT(
            users: [
                makeUser(id: 1, name: "Someone else", email: "other@x.org"),
                makeUser(id: 2, name: "Robert", email: "bob@x.org"),
            ])
        let document = StoreDocument(
            users: [
                makeUser(id: 1, name: "Ada", email: "ada@x.org"),
                makeUser(id: 2, name: "Bob", email: "bob@x.org"),
            ],
            items: [makeItem(id: 1, name: "ada's", owner: 1), makeItem(id: 2, name: "bob's", owner: 2)])
        let report = try await makeImport(items, users, importer).execute(document)
        #expect(report.matchedUsers == 1)
        #expect(report.addedUsers.map(\.email.value) == ["ada@x.org"])
        let ada = try #require(report.addedUsers.first)
        #expect(ada.id == userID(3))
        #expect(report.addedItems.map(\.ownerID) == [ada.id, userID(2)])
        #expect(report.addedItems.map(\.id.rawValue) == [1, 2])
        #expect(try await users.user(withID: userID(2)).name.value == "Robert")
        let plan = try #require(await importer.plans.first)
        #expect(plan.items.map(\.item.requestedID) == [nil, nil])
        #expect(plan.newUsers.map(\.requestedID) == [nil])
    }

    @Test(
        "a document breaking its own rules is refused before anything is written",
        arguments: [
            (
                StoreDocument(
                    users: [makeUser(id: 1, email: "a@x.org"), makeUser(id: 2, email: "A@x.org")], items: []),
                StoreDocumentError.duplicateEmail(try! EmailAddress("a@x.org"), userIndex: 1)
            ),
            (
                StoreDocument(users: [makeUser(id: 1), makeUser(id: 1, email: "b@x.org")], items: []),
                StoreDocumentError.duplicateUserID(userID(1), userIndex: 1)
            ),
            (
                StoreDocument(users: [], items: [makeItem(id: 3), makeItem(id: 3)]),
                StoreDocumentError.duplicateItemID(itemID(3), itemIndex: 1)
            ),
            (
                StoreDocument(
                    users: [makeUser(id: 1)], items: [makeItem(id: 1, owner: 1), makeItem(id: 2, owner: 5)]),
                StoreDocumentError.unknownOwner(userID(5), itemIndex: 1)
            ),
        ])
    func importRefusesBrokenDocument(document: StoreDocument, error: StoreDocumentError) async {
        let (items, users, importer) = makeSUT()
        await #expect(throws: error) { try await makeImport(items, users, importer).execute(document) }
        #expect(await importer.plans.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(users: [User] = [], items: [Item] = []) -> (
        InMemoryItemRepository, InMemoryUserRepository, RecordingStoreImporter
    ) {
        let itemRepository = InMemoryItemRepository(items)
        let userRepository = InMemoryUserRepository(users, items: itemRepository)
        return (
            itemRepository, userRepository,
            RecordingStoreImporter(users: userRepository, items: itemRepository)
        )
    }

    private func makeImport(
        _ items: InMemoryItemRepository, _ users: InMemoryUserRepository, _ importer: RecordingStoreImporter
    ) -> ImportStore {
        ImportStore(users: users, items: items, importer: importer)
    }
}
