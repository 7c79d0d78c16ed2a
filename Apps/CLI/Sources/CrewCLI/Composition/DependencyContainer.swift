import DataLayer
import Domain
import Presentation
import Terminal

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// The composition root: the only place that creates concrete types. It picks the local
/// repositories (the store is the data) or the remote ones (the store is a cache) from the
/// configuration, and opens the store only when a command first needs it.
@MainActor
final class DependencyContainer {
    /// The settings in force (`crew config` prints them, the shell reads who `me` is).
    let configuration: Configuration
    let warn: (String) -> Void
    /// The store once a command opened it (`openStore`).
    var openedStore: OpenedStore?
    /// Where the store works: on the main thread (a command does one thing at a time, and a
    /// listing's pages do not cross threads), or, for `crew ui`, on a queue of its own, so that
    /// keys are read while a search runs and a newer keystroke interrupts it.
    var storeWorksOnTheMainThread = true
    private var remote: (users: RemoteUserDataSource, items: RemoteItemDataSource)?
    /// The transport of the remote, once made: its requests end before the process does.
    private var transport: CurlHTTPClient?
    /// What the run says once done, when it kept a change offline.
    let offlineNotice = OfflineNotice()
    /// The remote reads of this run, shared by every item repository it makes: a view's reads
    /// at once (a listing's first page and its summary) ask the server once.
    private let recentRefreshes = RecentRefreshes(window: 2)

    /// The system's clock, which stamps items created and completed.
    private let clock = LocalClock.wallClock

    /// How long cached data may stand in for an unreachable API.
    private let cacheMaximumAge: TimeInterval = 24 * 60 * 60

    /// Reading only (shell completion): the store is opened without writing anything to disk,
    /// and an API is never asked (its cache, if there is one, is read instead).
    let isReadingOnly: Bool

    /// The day in the local time zone, read once for the whole run (typed days count from it too).
    private let today: DueDate

    /// The command only reads the store: where none exists, none is made (`openStore`).
    let onlyReads: Bool

    init(
        configuration: Configuration, readingOnly: Bool = false, onlyReads: Bool = false, today: DueDate,
        warn: @escaping (String) -> Void
    ) {
        self.configuration = configuration
        self.isReadingOnly = readingOnly
        self.onlyReads = onlyReads
        self.today = today
        self.warn = warn
    }

    var isRemote: Bool { configuration.apiURL != nil }

    // MARK: - View models

    /// `searchCountsUpTo`: a search's summary counts no further (`crew ui`, searching at each key).
    func makeItemListViewModel(
        pageSize: Int = PageRequest.defaultLimit, includesSummary: Bool = true, includesNotes: Bool = false,
        searchCountsUpTo: Int? = nil
    ) throws -> ItemListViewModel {
        ItemListViewModel(
            useCases: ItemListUseCases(
                items: try itemRepository(), users: try userRepository(), clock: clock, today: today,
                searchCountsUpTo: searchCountsUpTo),
            pageSize: pageSize, includesSummary: includesSummary, includesNotes: includesNotes, today: today,
            staleNotice: staleNotice)
    }

    /// The changes of a one-shot command: no list, no rows, nothing counted.
    func makeItemChangeViewModel() throws -> ItemChangeViewModel {
        ItemChangeViewModel(
            useCases: ItemListUseCases(
                items: try itemRepository(), users: try userRepository(), clock: clock, today: today)
        )
    }

    func makeUserListViewModel(pageSize: Int = PageRequest.defaultLimit) throws -> UserListViewModel {
        UserListViewModel(
            useCases: UserListUseCases(users: try userRepository()),
            pageSize: pageSize, staleNotice: staleNotice)
    }

    func makeUserRemovalViewModel() throws -> UserRemovalViewModel {
        UserRemovalViewModel(
            findUser: FindUser(users: try userRepository()),
            removeUser: RemoveUser(users: try userRepository(), items: try itemRepository()))
    }

    func makeUserDetailViewModel() throws -> UserDetailViewModel {
        UserDetailViewModel(
            findUser: FindUser(users: try userRepository()),
            summarizeItems: SummarizeItems(items: try itemRepository(), users: try userRepository()))
    }

    /// Without a remote there is nothing to synchronize with (`crew sync` says so before asking).
    func makeSyncViewModel() throws -> SyncViewModel {
        guard let remote = try remoteSources() else {
            throw DomainError.notSupported(reason: "there is no API to synchronize with")
        }
        let cache = try openStore()
        let synchronizer = RemoteCacheSynchronizer(
            remoteUsers: remote.users, remoteItems: remote.items, cache: cache.store, policy: cachePolicy)
        return SyncViewModel(
            sync: SyncWithRemote(synchronizer: synchronizer),
            settle: SettleConflicts(changes: OutboxWaitingChanges(outbox: cache.store)),
            destination: cache.description)
    }

    /// One item in full with its history (the journal's; an API keeps none).
    func makeItemDetailViewModel() throws -> ItemDetailViewModel {
        ItemDetailViewModel(
            showItem: ShowItem(items: try itemRepository(), journal: try changeJournal()),
            findUser: FindUser(users: try userRepository()), today: today, localTime: LocalClock.localTime,
            waitingChanges: isRemote
                ? SettleConflicts(changes: OutboxWaitingChanges(outbox: try openStore().store)) : nil
        )
    }

    /// The store's journal; an API keeps none (undo is refused, an item shows no history).
    func changeJournal() throws -> any Journal {
        guard isRemote else { return LocalJournal(store: try openStore().store) }
        let remote = try remoteSources()
        return RemoteJournal(
            outbox: try openStore().store, remote: remote?.items, remoteUsers: remote?.users)
    }

    func makeUndoViewModel() throws -> UndoViewModel {
        let journal = try changeJournal()
        return UndoViewModel(
            undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
            findUser: FindUser(users: try userRepository()), localTime: LocalClock.localTime)
    }

    func makeStoreExportViewModel() throws -> StoreExportViewModel {
        // A local store reads the whole backup in one snapshot; an API has none to offer.
        let snapshot = isRemote ? nil : LocalStoreSnapshot(store: try openStore().store)
        return StoreExportViewModel(
            exportStore: ExportStore(
                users: try userRepository(), items: try itemRepository(), snapshot: snapshot),
            staleNotice: staleNotice)
    }

    func makeStoreImportViewModel() throws -> StoreImportViewModel {
        let importer: any StoreImporter =
            isRemote ? RemoteStoreImporter() : LocalStoreImporter(store: try openStore().store)
        return StoreImportViewModel(
            importStore: ImportStore(
                users: try userRepository(), items: try itemRepository(), importer: importer))
    }

    func makeItemImportViewModel() throws -> ItemImportViewModel {
        ItemImportViewModel(
            importItems: ImportItems(items: try itemRepository(), users: try userRepository(), clock: clock))
    }

    // MARK: - Repositories

    private func userRepository() throws -> any UserRepository {
        guard let remote = try remoteSources() else {
            return LocalUserRepository(store: try openStore().store)
        }
        let notice = offlineNotice
        return RemoteUserRepository(
            remote: remote.users, remoteItems: remote.items, cache: try openStore().store,
            policy: cachePolicy,
            onKeptOffline: { notice.kept(waiting: $0) })
    }

    private func itemRepository() throws -> any ItemRepository {
        guard let remote = try remoteSources() else {
            return LocalItemRepository(store: try openStore().store)
        }
        let notice = offlineNotice
        return RemoteItemRepository(
            remote: remote.items, remoteUsers: remote.users, cache: try openStore().store,
            policy: cachePolicy, recentRefreshes: recentRefreshes,
            onKeptOffline: { notice.kept(waiting: $0) })
    }

    /// The remote data sources, sharing one HTTP client (one session), or `nil` without an API.
    private func remoteSources() throws -> (users: RemoteUserDataSource, items: RemoteItemDataSource)? {
        if let remote { return remote }
        guard let baseURL = configuration.apiURL, !isReadingOnly else { return nil }
        let client = httpClient()
        let sources = (
            users: RemoteUserDataSource(client: client, baseURL: baseURL),
            items: RemoteItemDataSource(client: client, baseURL: baseURL)
        )
        remote = sources
        return sources
    }

    /// libcurl, opened on the first request: a run that never talks to the API never loads it.
    private func httpClient() -> any HTTPClient {
        let client = CurlHTTPClient(timeout: configuration.apiTimeout)
        transport = client
        guard let token = configuration.apiToken else { return client }
        return AuthorizedHTTPClient(client: client, token: token)
    }

    /// Stops the requests still running, as the run ends, and waits for them to leave libcurl:
    /// `false` when one has not within two seconds, and the process must then not run the
    /// libraries' exit handlers under it (`CurlHTTPClient.abandonTransfers`).
    func endTransfers() -> Bool {
        transport?.abandonTransfers(waitingUpTo: .seconds(2)) ?? true
    }

    // MARK: - Store

    /// The store, opened on first use. Without a remote it is the data itself, so a store that
    /// cannot be opened is an error. With a remote it is only a cache: crew warns once and caches
    /// in memory for this run, touching nothing on disk; but a file that holds something else
    /// (local data, another API's cache, a newer crew's schema) is an error, never replaced.

    private var cachePolicy: CachePolicy {
        CachePolicy(maximumAge: cacheMaximumAge, now: Date.init)
    }

    var staleNotice: StaleNotice {
        StaleNotice(now: Date.init)
    }
}
