import CSQLite
import DataTestSupport
import DomainTestSupport
import Testing

@testable import DataLayer

/// SQLite's memory statistics, which took a process-wide mutex at every allocation, are off once
/// crew has opened a connection: its allocations are no longer counted.
@Suite("SQLite: memory statistics off")
final class SQLiteMemoryStatisticsTests {
    private let directory = TemporaryDirectory()

    @Test("a connection's allocations are not counted, so none took the statistics' mutex")
    func allocationsAreNotCounted() async throws {
        let path = directory.path("statistics.sqlite3")
        let store = try SQLiteStore(path: path)
        _ = try await store.insert((0..<100).map { makeNewItem("item \($0)") })
        let connection = try SQLiteConnection(path: path)
        #expect(try connection.integer("SELECT count(*) FROM items") == 100)
        #expect(sqlite3_memory_used() == 0)
        #expect(sqlite3_memory_highwater(0) == 0)
    }
}
