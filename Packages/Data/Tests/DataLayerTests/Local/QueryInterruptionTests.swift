import DataTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import DataLayer

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

    /// Counts to fifty million: seconds, unless stopped.
    private static let longCount =
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50000000) SELECT count(*) FROM c"

    @Test(
        "a cancel that comes before the read's first statement steps still stops it (SQLite alone would drop it)"
    )
    func cancelBeforeTheFirstStepStops() throws {
        _ = try SQLiteStore(path: directory.path("early.sqlite3"))
        let connection = try SQLiteConnection(path: directory.path("early.sqlite3"))
        let interrupt = connection.beginInterruptibleRead()
        interrupt()
        #expect(throws: (any Error).self) { try connection.run(Self.longCount, []) { _ in } }
        #expect(throws: (any Error).self, "every statement of the read") {
            try connection.run(Self.longCount, []) { _ in }
        }
        connection.endInterruptibleRead(interrupt)
        var count = 0
        try connection.run("SELECT count(*) FROM (SELECT 1 UNION ALL SELECT 2)", []) { count = $0.integer(0) }
        #expect(count == 2, "the read is over: the statements after it run")
    }

    @Test("an interrupter of a read that ended stops nothing, not even the next read")
    func lateCancelStopsNothing() throws {
        _ = try SQLiteStore(path: directory.path("late.sqlite3"))
        let connection = try SQLiteConnection(path: directory.path("late.sqlite3"))
        let first = connection.beginInterruptibleRead()
        connection.endInterruptibleRead(first)
        let second = connection.beginInterruptibleRead()
        first()
        var count = 0
        try connection.run(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000) SELECT count(*) FROM c",
            []
        ) { count = $0.integer(0) }
        #expect(count == 100_000)
        connection.endInterruptibleRead(second)
    }
}
