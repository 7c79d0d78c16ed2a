import DataLayer
import Foundation
import Testing

/// The store implementations the shared specs run against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case inMemory
    /// A throwaway cluster's database (`CREW_TEST_POSTGRES_URL`), each store in a schema of its own.
    case postgres

    var testDescription: String { rawValue }

    /// A fresh, empty store; the SQLite one keeps its file in `directory`, the PostgreSQL one a
    /// schema of its own on the test server.
    func makeStore(
        in directory: TemporaryDirectory, contents: StoreContents = .localData
    ) throws -> any LocalStore & JournalStore & ImportPlanStore {
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
}
