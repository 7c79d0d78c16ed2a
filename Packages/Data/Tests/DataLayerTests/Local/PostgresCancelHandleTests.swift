import Foundation
import Synchronization
import Testing

@testable import DataLayer

/// The order `PostgresCancelHandle` keeps, with a cancel request of the test's own: a request is
/// sent only while a statement runs, and a statement's end waits for a request being sent, so
/// the statement after it is never the one a late request cancels.
@Suite("PostgresCancelHandle")
struct PostgresCancelHandleTests {
    @Test("no statement running, a cancel sends nothing; one running, it sends one request")
    func sendsOnlyWhileRunning() throws {
        let requests = Shared(0)
        let sut = makeSUT(request: { _ in requests.change { $0 += 1 } })
        sut.cancel()
        #expect(requests.value == 0)
        try sut.running { sut.cancel() }
        #expect(requests.value == 1)
        sut.cancel()
        #expect(requests.value == 1, "after the statement returned")
    }

    @Test("a statement that ends while its cancel is being sent returns only once the request is out")
    func statementEndWaitsForTheRequest() async throws {
        let events = Shared<[String]>([])
        let sending = Shared(false)
        let sut = makeSUT(request: { _ in
            sending.change { $0 = true }
            // A request takes a round trip of its own.
            usleep(50_000)
            events.change { $0.append("request sent") }
        })
        let canceller = Task.detached {
            // Waits for the statement to start, then cancels it.
            while !sut.isRunningForTesting { usleep(100) }
            sut.cancel()
        }
        try sut.running {
            while !sending.value { usleep(100) }
            events.change { $0.append("statement ended") }
        }
        events.change { $0.append("next statement") }
        await canceller.value
        #expect(events.value == ["statement ended", "request sent", "next statement"])
    }

    @Test("once the connection closes, the cancel object is freed once and nothing is sent")
    func forgetFreesOnce() throws {
        let requests = Shared(0)
        let frees = Shared(0)
        let sut = makeSUT(
            request: { _ in requests.change { $0 += 1 } }, free: { _ in frees.change { $0 += 1 } })
        sut.forget()
        sut.forget()
        try sut.running { sut.cancel() }
        #expect(frees.value == 1)
        #expect(requests.value == 0)
    }

    @Test(
        "a read cancelled before its next statement is sent sends none; a late cancel of an ended read stops nothing"
    )
    func readCancelledBeforeItsStatement() throws {
        let requests = Shared(0)
        let sut = makeSUT(request: { _ in requests.change { $0 += 1 } })
        let read = sut.begin()
        sut.cancel(read: read)
        #expect(throws: PostgresFailure.self) { try sut.running { Issue.record("the statement was sent") } }
        #expect(requests.value == 0, "nothing ran to cancel on the server")
        sut.end(read)
        let next = sut.begin()
        sut.cancel(read: read)
        var ran = false
        try sut.running { ran = true }
        #expect(ran, "the next read's statement runs")
        sut.end(next)
    }

    private func makeSUT(
        request: @escaping @Sendable (OpaquePointer) -> Void,
        free: @escaping @Sendable (OpaquePointer) -> Void = { _ in }
    ) -> PostgresCancelHandle {
        // Any address stands for the cancel object: the test's functions never read it.
        PostgresCancelHandle(OpaquePointer(bitPattern: 0x10), request: request, free: free)
    }
}

/// A value the test's closures share across threads.
private final class Shared<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) {
        storage = Mutex(value)
    }

    var value: Value { storage.withLock { $0 } }

    func change(_ body: (inout Value) -> Void) { storage.withLock { body(&$0) } }
}
