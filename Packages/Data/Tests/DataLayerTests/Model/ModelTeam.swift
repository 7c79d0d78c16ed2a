import DataLayer
import Domain
import Synchronization

/// One store's data as each person's crew opens it: a store per author, opened once and kept
/// (a person's crew is one connection).
final class ModelTeam: Sendable {
    private let open: @Sendable (ChangeAuthor) async throws -> any ModelStore
    private let opened = Mutex<[String: any ModelStore]>([:])

    init(_ open: @escaping @Sendable (ChangeAuthor) async throws -> any ModelStore) {
        self.open = open
    }

    /// The store as `author`'s crew has it.
    func store(as author: ChangeAuthor) async throws -> any ModelStore {
        // The in-memory store is one for everyone and is told who acts each time.
        let kept = opened.withLock { $0[author.name] }
        if let kept, !(kept is InMemoryStore) { return kept }
        let store = try await open(author)
        opened.withLock { $0[author.name] = store }
        return store
    }
}
