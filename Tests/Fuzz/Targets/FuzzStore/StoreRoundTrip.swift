import DataLayer
import Dispatch
import Domain
import Foundation

/// One SQLite store for the whole fuzzing run, in a temporary folder.
enum StoreRoundTrip {
    static let store: SQLiteStore = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-fuzz-\(getpid())/crew.sqlite3")
        guard let store = try? SQLiteStore(path: path.path) else { fatalError("cannot create \(path.path)") }
        return store
    }()

    /// Stores `item`, reads it back, searches for its name, removes it: each step must agree.
    static func check(_ item: NewItem) {
        let done = DispatchSemaphore(value: 0)
        Task {
            defer { done.signal() }
            let store = Self.store
            guard let stored = try? await store.insert([item]).first else { return }
            let readBack = try? await store.item(withID: stored.id)
            precondition(readBack == stored, "read back differs")
            if let query = try? SearchQuery(item.name.value) {
                let found = try? await store.items(
                    matching: ItemFilter(search: query), order: .relevance(to: query),
                    page: PageRequest(limit: 1_000))
                precondition(
                    found?.elements.contains(stored) == true, "a search for the whole name misses it")
            }
            let removed = try? await store.deleteItems([stored.id])
            precondition(removed == [stored], "removal differs")
        }
        done.wait()
    }
}
