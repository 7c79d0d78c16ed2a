@_spi(Testing) import DataLayer
import DataTestSupport
import Domain
import Foundation

/// The stores a model run checks, each made empty for one sequence.
enum ModelStoreKind: String, CaseIterable, Sendable {
    case inMemory = "in-memory"
    case sqlite
    case postgres

    /// Every store this machine can run (PostgreSQL where it is installed; `make test` requires
    /// it), or those `CREW_MODEL_STORES` names (`sqlite,postgres`).
    static var available: [ModelStoreKind] {
        let installed = ThrowawayPostgres.isAvailable ? allCases : [.inMemory, .sqlite]
        guard let named = ProcessInfo.processInfo.environment["CREW_MODEL_STORES"] else { return installed }
        return named.split(separator: ",").compactMap { ModelStoreKind(rawValue: String($0)) }
    }

    /// A new, empty store as a team opens it: each person's crew its own connection to the same
    /// file or schema, whose changes are journaled as theirs (the in-memory store, one process's,
    /// switches who acts).
    func team(in folder: URL) throws -> ModelTeam {
        switch self {
        case .inMemory:
            let store = InMemoryStore()
            return ModelTeam { author in
                await store.actAs(author)
                return store
            }
        case .sqlite:
            let path = folder.appendingPathComponent("\(UUID().uuidString).sqlite3").path
            return ModelTeam { author in try SQLiteStore(path: path, author: author) }
        case .postgres:
            guard let url = PostgresURL(try ThrowawayPostgres.url()) else {
                throw ThrowawayPostgres.Unavailable(description: "not a PostgreSQL URL")
            }
            let schema = "model_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            return ModelTeam { author in try PostgresStore(url: url, schema: schema, author: author) }
        }
    }

    /// A new, empty store; a SQLite file lives in `folder`, a PostgreSQL store in a schema of its own.
    func makeStore(in folder: URL) throws -> any ModelStore {
        switch self {
        case .inMemory: return InMemoryStore()
        case .sqlite:
            return try SQLiteStore(path: folder.appendingPathComponent("\(UUID().uuidString).sqlite3").path)
        case .postgres:
            guard let url = PostgresURL(try ThrowawayPostgres.url()) else {
                throw ThrowawayPostgres.Unavailable(description: "not a PostgreSQL URL")
            }
            let schema = "model_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            return try PostgresStore(url: url, schema: schema)
        }
    }
}
