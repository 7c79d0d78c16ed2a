import CrewModel
import DataLayer
import Domain
import Foundation

/// crew's use cases over one store: what a command does once parsed, run through the same
/// repositories the CLI wires (for a local store `LocalItemRepository`, `LocalUserRepository`,
/// `LocalJournal`, the importer and the snapshot; for an API its remote repositories over the
/// cache), reporting every outcome exactly.
actor UseCaseSubject: ModelSubject {
    nonisolated let name: String
    nonisolated let precision = ModelPrecision.exact
    private var store: any ModelStore
    private var items: any ItemRepository
    private var users: any UserRepository
    private var journal: any Journal
    /// The same data as each person's crew opens it (`ModelStoreKind.team`); `nil` for an API,
    /// which keeps no journal to name anyone in.
    private let team: ModelTeam?
    /// Who acts now.
    private var author = ChangeAuthor.unknown
    private let clock = WallClock { Date(timeIntervalSince1970: 1_800_000_000) }
    private let today = DueDate(year: 2027, month: 1, day: 15) ?? .latest
    /// Every backup exported so far, numbered as the model numbers them.
    private var documents: [StoreDocument] = []

    /// The use cases over the local store `store`.
    init(name: String, store: any ModelStore) {
        self.init(
            name: name, store: store, items: LocalItemRepository(store: store),
            users: LocalUserRepository(store: store), journal: LocalJournal(store: store))
    }

    /// The use cases over a local store a team shares, each person's crew opening it as
    /// `team` does; the model's first author acts first.
    init(name: String, team: ModelTeam) async throws {
        let first = try ChangeAuthor(CrewModel.firstAuthor)
        let store = try await team.store(as: first)
        self.init(
            name: name, store: store, items: LocalItemRepository(store: store),
            users: LocalUserRepository(store: store), journal: LocalJournal(store: store), team: team)
        self.author = first
    }

    /// The use cases over `items` and `users`, which keep `store` as their cache.
    init(
        name: String, store: any ModelStore, items: any ItemRepository, users: any UserRepository,
        journal: any Journal, team: ModelTeam? = nil
    ) {
        self.name = name
        self.store = store
        self.items = items
        self.users = users
        self.journal = journal
        self.team = team
    }

    func run(_ command: ModelCommand) async throws -> ModelOutcome {
        do {
            return try await perform(command)
        } catch let error as DomainError {
            return .failed(try Self.failure(error))
        } catch let error as ValidationError {
            switch (error.field, error.problem) {
            case (.tags, .tooMany): return .failed(.tooManyTags)
            case (.notes, .tooMany): return .failed(.tooManyNotes)
            default: throw error
            }
        }
    }

    private func perform(_ command: ModelCommand) async throws -> ModelOutcome {
        switch command {
        case .addUser(let name, let email):
            let user = try await RegisterUser(users: users).execute(
                NewUser(name: try PersonName(name), email: try EmailAddress(email)))
            return .addedUser(user.id.rawValue)
        case .removeUser(let id, let handover):
            try await RemoveUser(users: users, items: items).execute(
                try userID(id), handingItemsOver: try Self.handover(handover))
            return .removedUser(id)
        case .addItem(let draft):
            let item = try await AddItem(items: items, users: users, clock: clock).execute(
                try Self.newItem(draft))
            return .added([item.id.rawValue])
        case .importItems(let drafts):
            let added = try await ImportItems(items: items, users: users, clock: clock).execute(
                try drafts.map(Self.newItem))
            return .added(added.map(\.id.rawValue))
        case .complete(let target):
            return Self.changed(
                try await CompleteItems(items: items, clock: clock, today: today).execute(
                    try self.target(target)))
        case .reopen(let target):
            return Self.changed(try await ReopenItems(items: items).execute(try self.target(target)))
        case .assign(let target, let owner):
            return Self.changed(
                try await AssignItem(items: items, users: users).execute(
                    try self.target(target), to: try owner.map(userID)))
        case .edit(let target, let edit):
            return Self.changed(
                try await EditItem(items: items, users: users).execute(
                    try self.target(target), try Self.edit(edit)))
        case .rename(let id, let name):
            return Self.changed(
                try await RenameItem(items: items).execute(try itemID(id), to: try ItemName(name)))
        case .remove(let target):
            let removed = try await RemoveItems(items: items).execute(try self.target(target))
            return .removed(removed.items.map(\.id.rawValue))
        case .addNote(let id, let text):
            let item = try await AnnotateItem(items: items, clock: clock).add(
                try NoteText(text), to: try itemID(id))
            return .noted(id, count: item.notes.count)
        case .removeNote(let id, let number):
            let item = try await AnnotateItem(items: items, clock: clock).remove(
                note: number, from: try itemID(id)
            ).item
            return .noted(id, count: item.notes.count)
        case .undo:
            _ = try await UndoLastChange(journal: journal).execute(.newestBy(author))
            return .undone
        case .undoAny:
            _ = try await UndoLastChange(journal: journal).execute(.newest)
            return .undone
        case .undoBack(let back):
            // The number `crew log` shows that many places down; past the oldest, one it lacks.
            let kept = try await ListChanges(journal: journal).execute(limit: back)
            let number = kept.count >= back ? kept[back - 1].sequence : Int(Int32.max)
            _ = try await UndoLastChange(journal: journal).execute(.number(number))
            return .undone
        case .actAs(let person):
            guard let team else { return .actingAs(person) }
            author = try ChangeAuthor(person)
            store = try await team.store(as: author)
            items = LocalItemRepository(store: store)
            users = LocalUserRepository(store: store)
            journal = LocalJournal(store: store)
            return .actingAs(person)
        case .export:
            documents.append(try await export())
            return .exported(documents.count - 1)
        case .importBackup(let number, let replacing):
            guard documents.indices.contains(number) else { return .failed(.noSuchBackup) }
            let report = try await ImportStore(
                users: users, items: items, importer: LocalStoreImporter(store: store)
            )
            .execute(documents[number], replacing: replacing)
            return .imported(users: report.addedUsers.count, items: report.addedItems.count)
        }
    }

    func contents() async throws -> ModelContents {
        let document = try await export()
        return ModelContents(
            users: document.users.map {
                ModelUser(id: $0.id.rawValue, name: $0.name.value, email: $0.email.value)
            },
            items: document.items.map(Self.fields))
    }

    func listing(_ filter: ModelFilter, pageSize: Int) async throws -> [Int] {
        let domainFilter = try Self.filter(filter)
        var ids: [Int] = []
        var page: PageRequest? = try PageRequest(limit: pageSize)
        while let request = page {
            let listed: Page<Item>
            if let query = domainFilter.search {
                listed = try await SearchItems(items: items, users: users).execute(
                    query, within: domainFilter, page: request)
            } else {
                listed = try await ListItems(items: items, users: users).execute(domainFilter, page: request)
            }
            ids += listed.elements.map(\.id.rawValue)
            page = listed.next
        }
        return ids
    }

    /// The whole store as `crew export` reads it, in one snapshot.
    private func export() async throws -> StoreDocument {
        var parts = try ExportStore(users: users, items: items, snapshot: LocalStoreSnapshot(store: store))
            .parts()
        var document = StoreDocument(users: [], items: [])
        while let part = try await parts.next() {
            switch part {
            case .users(let read): document.users += read
            case .items(let read): document.items += read
            }
        }
        return document
    }
}
