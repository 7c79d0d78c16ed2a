import DataLayer
import DataTestSupport
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
