import CrewModel
import DataLayer
import Domain
import Foundation

/// crew with an API (`--api-url`): the use cases over the remote repositories and an SQLite cache,
/// against the in-process fake API, which goes away and comes back between commands, so that some
/// changes reach it at once and others wait in the outbox; `sync` sends them. An API gives its own
/// ids (and crew provisional ones to what waits), so the model's ids are translated: an item is
/// known by its name and a user by their e-mail, both unique in a generated sequence.
actor OutboxSubject: ModelSubject {
    nonisolated let name = "the outbox against the API"
    nonisolated let precision = ModelPrecision.exact
    nonisolated let listsInModelOrder = false
    let api: FakeRemoteAPI
    private let cache: any ModelStore
    private let useCases: UseCaseSubject
    private let cached: UseCaseSubject
    /// The model as this subject has run it: what each model id names.
    private var shadow = CrewModel()
    /// Every name an item of the model had, and every user's e-mail, with its model id: what a
    /// record the API holds (or held, before a removal) is in the model.
    private var itemIDsByName: [String: Int] = [:]
    private var userIDsByEmail: [String: Int] = [:]
    private var random: ModelRandom
    private var hasSynced = false

    init(cacheIn folder: URL, seed: UInt64) throws {
        let api = FakeRemoteAPI()
        let base = URL(string: "https://api.example")!
        let cache = try SQLiteStore(
            path: folder.appendingPathComponent("cache-\(UUID().uuidString).sqlite3").path,
            contents: .cache(origin: APIOrigin(base)?.description ?? "https://api.example"))
        let policy = CachePolicy(maximumAge: 3_600) { Date() }
        let (remoteItems, remoteUsers) = (
            RemoteItemDataSource(client: api, baseURL: base), RemoteUserDataSource(client: api, baseURL: base)
        )
        self.api = api
        self.cache = cache
        useCases = UseCaseSubject(
            name: "api", store: cache,
            items: RemoteItemRepository(
                remote: remoteItems, remoteUsers: remoteUsers, cache: cache, policy: policy),
            users: RemoteUserRepository(
                remote: remoteUsers, remoteItems: remoteItems, cache: cache, policy: policy),
            journal: RemoteJournal(outbox: cache, remote: remoteItems, remoteUsers: remoteUsers))
        cached = UseCaseSubject(name: "cache", store: cache)
        random = ModelRandom(seed: seed ^ 0xAB1)
    }

    /// Sends what waits, then takes the server's records (`crew sync`), the API reachable.
    func sync() async throws {
        await api.comeBack()
        let base = URL(string: "https://api.example")!
        _ = try await SyncWithRemote(
            synchronizer: RemoteCacheSynchronizer(
                remoteUsers: RemoteUserDataSource(client: api, baseURL: base),
                remoteItems: RemoteItemDataSource(client: api, baseURL: base), cache: cache,
                policy: CachePolicy(maximumAge: 3_600) { Date() })
        ).execute()
    }

    func run(_ command: ModelCommand) async throws -> ModelOutcome {
        // A cache that never read the API cannot say what a filter chooses: the first command
        // finds the API there and reads it, as a person's first `crew ls` would.
        if !hasSynced {
            try await sync()
            hasSynced = true
        }
        // Gone for a stretch now and then: what it takes while away waits in the outbox.
        if random.chance(30) { await api.goOffline() } else if random.chance(30) { await api.comeBack() }
        let before = try await cached.contents()
        let translated = translate(command, in: before)
        let outcome = try await useCases.run(translated)
        _ = shadow.apply(command)
        for item in shadow.items.values { itemIDsByName[item.name] = item.id }
        for user in shadow.users.values { userIDsByEmail[user.email] = user.id }
        let after = try await cached.contents()
        let translatedBack = back(outcome, before: before, after: after)
        // A filter's items come by id, which for the API's provisional and real ids is not the
        // model's order.
        guard Self.choosesByFilter(command) else { return translatedBack }
        switch translatedBack {
        case .changed(let ids, let unchanged): return .changed(ids: ids.sorted(), unchanged: unchanged)
        case .removed(let ids): return .removed(ids.sorted())
        default: return translatedBack
        }
    }

    private static func choosesByFilter(_ command: ModelCommand) -> Bool {
        switch command {
        case .complete(.matching), .reopen(.matching), .remove(.matching), .assign(.matching, _),
            .edit(.matching, _):
            true
        default: false
        }
    }

    func contents() async throws -> ModelContents {
        let held = try await cached.contents()
        return ModelContents(
            users: held.users.map(modelUser), items: held.items.map { modelItem($0, in: held) })
    }

    func listing(_ filter: ModelFilter, pageSize: Int) async throws -> [Int] {
        let held = try await cached.contents()
        var real = filter
        if case .user(let id) = filter.owner { real.owner = .user(realUser(id, in: held)) }
        return try await cached.listing(real, pageSize: pageSize).map { modelItemID($0, in: held) }
    }

    /// What the server holds, as the model names it.
    func server() async -> ModelContents {
        let (users, todos) = (await api.users, await api.todos)
        let held = ModelContents(
            users: users.values.map { ModelUser(id: $0.id, name: $0.name, email: $0.email) },
            items: todos.values.map {
                ModelItemFields(
                    id: $0.id, name: $0.title, done: $0.completed, owner: $0.userId, due: nil, priority: nil,
                    tags: [],
                    notes: [])
            })
        return ModelContents(
            users: held.users.map(modelUser), items: held.items.map { modelItem($0, in: held) })
    }

    // MARK: - Translation

    private func translate(_ command: ModelCommand, in held: ModelContents) -> ModelCommand {
        let item = { (id: Int) in self.realItem(id, in: held) }
        let user = { (id: Int) in self.realUser(id, in: held) }
        let target = { (target: ModelTarget) -> ModelTarget in
            switch target {
            case .ids(let ids): return .ids(ids.map(item))
            case .matching(var filter):
                if case .user(let id) = filter.owner { filter.owner = .user(user(id)) }
                return .matching(filter)
            }
        }
        switch command {
        case .addItem(var draft):
            draft.owner = draft.owner.map(user)
            return .addItem(draft)
        case .complete(let chosen): return .complete(target(chosen))
        case .reopen(let chosen): return .reopen(target(chosen))
        case .remove(let chosen): return .remove(target(chosen))
        case .assign(let chosen, let owner): return .assign(target(chosen), owner: owner.map(user))
        case .rename(let id, let name): return .rename(item(id), name)
        default: return command
        }
    }

    private func back(_ outcome: ModelOutcome, before: ModelContents, after: ModelContents) -> ModelOutcome {
        let item = { (id: Int) in self.modelItemID(id, in: after, or: before) }
        switch outcome {
        case .changed(let ids, let unchanged):
            return .changed(ids: ids.map(item), unchanged: Set(unchanged.map(item)))
        case .added(let ids): return .added(ids.map(item))
        case .removed(let ids): return .removed(ids.map(item))
        case .addedUser(let id): return .addedUser(modelUserID(id, in: after))
        case .failed(.itemsNotFound(let ids)): return .failed(.itemsNotFound(ids.map(item)))
        case .failed(.userNotFound(let id)): return .failed(.userNotFound(modelUserID(id, in: before)))
        default: return outcome
        }
    }

    /// The real id of the item the model calls `id` (by its name), or one no item has.
    private func realItem(_ id: Int, in held: ModelContents) -> Int {
        guard let name = shadow.items[id]?.name, let real = held.items.first(where: { $0.name == name })
        else {
            return 900_000_000 + id
        }
        return real.id
    }

    private func realUser(_ id: Int, in held: ModelContents) -> Int {
        guard let email = shadow.users[id]?.email, let real = held.users.first(where: { $0.email == email })
        else {
            return 900_000_000 + id
        }
        return real.id
    }

    private func modelItemID(_ real: Int, in held: ModelContents, or earlier: ModelContents? = nil) -> Int {
        if real >= 900_000_000 { return real - 900_000_000 }
        let name = (held.items.first { $0.id == real } ?? earlier?.items.first { $0.id == real })?.name
        return name.flatMap { itemIDsByName[$0] } ?? -real
    }

    private func modelUserID(_ real: Int, in held: ModelContents) -> Int {
        if real >= 900_000_000 { return real - 900_000_000 }
        let email = held.users.first { $0.id == real }?.email
        return email.flatMap { userIDsByEmail[$0] } ?? -real
    }

    private func modelUser(_ user: ModelUser) -> ModelUser {
        ModelUser(id: userIDsByEmail[user.email] ?? -user.id, name: user.name, email: user.email)
    }

    private func modelItem(_ item: ModelItemFields, in held: ModelContents) -> ModelItemFields {
        var item = item
        item.id = itemIDsByName[item.name] ?? -item.id
        item.owner = item.owner.map { modelUserID($0, in: held) }
        return item
    }
}
