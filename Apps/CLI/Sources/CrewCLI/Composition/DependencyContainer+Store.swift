import DataLayer
import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Opening the store: where it is, on which thread it works, and what happens when it cannot
/// be used.
extension DependencyContainer {
    /// `nil`: the store's own queue.
    var storeExecutor: UnownedSerialExecutor? {
        storeWorksOnTheMainThread ? MainActor.sharedUnownedExecutor : nil
    }

    func openStore() throws -> OpenedStore {
        if let openedStore { return openedStore }
        let opened: OpenedStore
        switch configuration.store {
        case .inMemory:
            let contents =
                configuration.apiOrigin.map { StoreContents.cache(origin: $0.description) } ?? .localData
            opened = OpenedStore(
                store: InMemoryStore(contents: contents, author: configuration.author),
                description: "memory (this run only)")
        case .postgres(let url, let contents):
            // A shared database is the data (or the cache) itself: one that cannot be used is an
            // error, never replaced by a cache in memory. Its schema is checked with the first
            // statement, in the round trip of a change's lock and first read: a `done` waits for
            // the server twice, not three times; what is wrong with the schema is the same error,
            // thrown by that first use, before anything is kept.
            let store = try PostgresStore(
                url: url, contents: contents, now: Date.init, author: configuration.author,
                executor: storeExecutor,
                readingOnly: isReadingOnly, checkingSchemaLazily: true)
            opened = OpenedStore(store: store, description: store.name)
        case .file(let path, let contents, let isDefault)
        where try readsNoStore(at: path, isDefault: isDefault):
            // A read makes no store: the default location not made yet reads as an empty store
            // (`crew` on a new machine says how to add the first item).
            opened = OpenedStore(
                store: InMemoryStore(contents: contents, author: configuration.author), description: path)
        case .file(let path, let contents, let makesFolders):
            do throws(StoreError) {
                // The store works on this (the main) thread: a command does one thing at a time,
                // and a listing's pages do not cross threads.
                let store = try SQLiteStore(
                    path: path, contents: contents, now: Date.init, author: configuration.author,
                    executor: storeExecutor,
                    readingOnly: isReadingOnly, makingFolders: makesFolders)
                // A cache is written on every read; one that cannot be written is no cache.
                if isRemote, store.isReadOnly { throw StoreError.readOnly(path: path) }
                opened = OpenedStore(store: store, description: path)
            } catch {
                guard isRemote, !isReadingOnly, error.allowsCachingInMemory else { throw error }
                warn("Warning: cannot use the cache (\(error)); caching in memory for this run.")
                opened = OpenedStore(
                    store: InMemoryStore(contents: contents), description: "memory (this run only)")
            }
        }
        openedStore = opened
        return opened
    }

    /// Whether this command only reads, where no store is: at the default location it reads an
    /// empty one; a named store that does not exist is `StoreError.noStore` (in a folder that
    /// does not exist either, `noSuchFolder`, as a write says it). Nothing is made.
    private func readsNoStore(at path: String, isDefault: Bool) throws(StoreError) -> Bool {
        guard onlyReads, !isRemote, !FileManager.default.fileExists(atPath: path) else { return false }
        if isDefault { return true }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else {
            throw .noSuchFolder(path: path, folder: folder)
        }
        throw .noStore(path: path)
    }
}
