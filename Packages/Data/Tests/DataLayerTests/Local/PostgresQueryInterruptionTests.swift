@_spi(Testing) import DataLayer
import DataTestSupport
import Foundation
import Testing

/// A PostgreSQL read whose task is cancelled stops where it is (libpq's cancel request), and a
/// cancel that arrives as a read ends never stops the statement after it.
@Suite("Query interruption on PostgreSQL", PostgresTestServer.trait)
struct PostgresQueryInterruptionTests {
    @Test("cancelling the task of a running read cancels its statement on the server, which throws")
    func cancelledReadThrows() async throws {
        let url = try PostgresTestServer.url()
        let schema = PostgresTestServer.freshSchema()
        let store = try PostgresStore(url: url, schema: schema)
        let watcher = try PostgresStore(url: url, schema: schema)
        // Thirty seconds on the server, unless cancelled; the query names itself, to be found.
        let sleep = "SELECT pg_sleep(30) AS \(schema)"
        let read = Task { try await store.readInterruptibly(sleep) }
        // Cancelled once the server runs it: a cancel before a statement starts stops nothing.
        while try await watcher.runForTesting(
            "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query = '\(sleep)'") == [["0"]]
        {
            try await Task.sleep(for: .milliseconds(10))
        }
        read.cancel()
        // Not cancelled, the read would return after thirty seconds, without an error.
        await #expect(throws: (any Error).self) { try await read.value }
        // The connection is usable afterwards: the cancel ended with the statement.
        try await store.readInterruptibly("SELECT 1")
    }

    @Test("a cancel sent as a read ends, again and again, never fails the statement that follows")
    func lateCancelsStopNothingElse() async throws {
        let store = try PostgresStore(
            url: try PostgresTestServer.url(), schema: PostgresTestServer.freshSchema())
        for round in 0..<40 {
            let read = Task { try await store.readInterruptibly("SELECT pg_sleep(0.002)") }
            // From before the read starts to after it ended, a round at a time.
            try await Task.sleep(for: .microseconds(250 * (round % 20)))
            read.cancel()
            _ = try? await read.value
            // Not interruptible, and never cancelled: it must simply run.
            #expect(try await store.runForTesting("SELECT 1") == [["1"]], "round \(round)")
        }
    }
}
