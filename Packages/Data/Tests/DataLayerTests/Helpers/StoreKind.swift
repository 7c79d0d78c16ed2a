import DataLayer
import DataTestSupport
import Foundation
import Testing

/// The store implementations the shared specs run against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case inMemory
    /// A throwaway cluster's database (`PostgresTestServer`), each store in a schema of its own.
    case postgres

    /// Every store the specs run against here: the PostgreSQL one where PostgreSQL is installed
    /// (`make test` requires it; a suite run alone without it skips those cases, see
    /// `PostgresStoreTests`, which says why).
    static var allCases: [StoreKind] {
        ThrowawayPostgres.isAvailable ? [.sqlite, .inMemory, .postgres] : [.sqlite, .inMemory]
    }

    var testDescription: String { rawValue }

    /// A fresh, empty store; the SQLite one keeps its file in `directory`, the PostgreSQL one a
    /// schema of its own on the test server.
    func makeStore(
        in directory: TemporaryDirectory, contents: StoreContents = .localData
    ) throws -> any LocalStore & JournalStore & ImportPlanStore & SnapshotStore {
        switch self {
        case .sqlite:
            try SQLiteStore(path: directory.path("crew-\(UUID().uuidString).sqlite3"), contents: contents)
        case .inMemory: InMemoryStore(contents: contents)
        case .postgres:
            try PostgresStore(
                url: try PostgresTestServer.url(), schema: PostgresTestServer.freshSchema(),
                contents: contents)
        }
    }

    /// A fresh store, and a second connection to the same data, as another process would have
    /// (the in-memory store, which lives in one process, is its own second connection).
    func makeStoreAndAnotherConnection(
        in directory: TemporaryDirectory
    ) throws -> (store: any LocalStore & SnapshotStore, other: any LocalStore) {
        switch self {
        case .sqlite:
            let path = directory.path("crew-\(UUID().uuidString).sqlite3")
            return (try SQLiteStore(path: path), try SQLiteStore(path: path))
        case .inMemory:
            let store = InMemoryStore()
            return (store, store)
        case .postgres:
            let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
            return (try PostgresStore(url: url, schema: schema), try PostgresStore(url: url, schema: schema))
        }
    }

    /// Two stores over one database (one file, one schema), as two processes open it; in memory,
    /// one store twice.
    func makeTwoStoresOnOneDatabase(
        in directory: TemporaryDirectory, contents: StoreContents = .localData
    ) throws -> (any LocalStore, any LocalStore) {
        switch self {
        case .sqlite:
            let path = directory.path("shared-\(UUID().uuidString).sqlite3")
            return (
                try SQLiteStore(path: path, contents: contents),
                try SQLiteStore(path: path, contents: contents)
            )
        case .inMemory:
            let store = InMemoryStore(contents: contents)
            return (store, store)
        case .postgres:
            let (url, schema) = (try PostgresTestServer.url(), PostgresTestServer.freshSchema())
            return (
                try PostgresStore(url: url, schema: schema, contents: contents),
                try PostgresStore(url: url, schema: schema, contents: contents)
            )
        }
    }
}
