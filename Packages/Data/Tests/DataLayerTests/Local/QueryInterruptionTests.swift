@_spi(Testing) import DataLayer
import DataTestSupport
import Foundation
import Testing

/// A read whose task is cancelled stops where it is: what lets `crew ui` drop a search a newer
/// keystroke replaced instead of waiting for its ranking.
@Suite("Query interruption")
final class QueryInterruptionTests {
    private let directory = TemporaryDirectory()

    @Test("cancelling the task of a running SQLite read interrupts its statement, which throws")
    func cancelledReadThrows() async throws {
        // Its own queue, as crew ui's store has: the statement runs while this task waits.
        let store = try SQLiteStore(path: directory.path("interrupted.sqlite3"), executor: nil)
        // Counts to fifty million: seconds (more under a sanitizer), unless interrupted. Cancelled
        // before its statement started, the read throws too, without starting it.
        let read = Task {
            try await store.readInterruptibly(
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50000000) "
                    + "SELECT count(*) FROM c")
        }
        try await Task.sleep(for: .milliseconds(100))
        read.cancel()
        await #expect(throws: (any Error).self) { try await read.value }
        // The connection is usable afterwards: the interruption ended with the statement.
        try await store.readInterruptibly("SELECT 1")
    }
}
