import DataLayer
import Foundation
import Testing

/// The store implementations the shared specs run against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case inMemory

    var testDescription: String { rawValue }

    /// A fresh, empty store; the SQLite one keeps its file in `directory`.
    func makeStore(
        in directory: TemporaryDirectory, contents: StoreContents = .localData
    ) throws -> any LocalStore & JournalStore & ImportPlanStore {
        switch self {
        case .sqlite:
            try SQLiteStore(path: directory.path("crew-\(UUID().uuidString).sqlite3"), contents: contents)
        case .inMemory: InMemoryStore(contents: contents)
        }
    }
}
