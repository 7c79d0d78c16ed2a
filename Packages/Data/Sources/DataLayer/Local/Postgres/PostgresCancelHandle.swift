internal import CPostgres
import Dispatch
import Synchronization

/// The connection's cancel request (libpq's `PGcancel`), for `QueryInterrupter` alone: what a
/// cancelled read's task calls, from another thread, to stop the statement the connection runs.
///
/// A cancel reaches the server after a round trip of its own, so one sent as a statement ends
/// could stop the next. It never does: a request is sent only while a statement runs, holding
/// the lock that the connection takes again when the statement has returned; so the next
/// statement is sent after the request was, and the server drops a cancel that finds it idle.
final class PostgresCancelHandle: Sendable {
    private struct State {
        /// The cancel object's address; 0 once the connection is closing.
        var address: Int
        var isRunning = false
        /// The interruptible read under way (0: none), the last number given, and whether it was
        /// asked to stop: a cancel that comes before the read's next statement is sent stops that
        /// statement before it leaves (a request finds the server idle and is dropped).
        var read = 0
        var lastRead = 0
        var isStopping = false
    }

    private let state: Mutex<State>
    /// Every reading and change of `state` runs on this queue, one at a time: what orders a
    /// statement's end after a request being sent in a way ThreadSanitizer sees (it does not see
    /// `Mutex`'s futex on Linux). `state` stays a `Mutex` for the compiler's proof that the
    /// handle may be shared; the queue alone never contends for it.
    private let order = DispatchQueue(label: "crew.postgres.cancel")
    /// libpq's `PQcancel` and `PQfreeCancel`; a test's own, to watch the order of things.
    private let request: @Sendable (OpaquePointer) -> Void
    private let free: @Sendable (OpaquePointer) -> Void

    init(
        _ cancel: OpaquePointer?,
        request: @escaping @Sendable (OpaquePointer) -> Void = { _ = crew_pg_request_cancel($0) },
        free: @escaping @Sendable (OpaquePointer) -> Void = { crew_pg_free_cancel($0) }
    ) {
        state = Mutex(State(address: cancel.map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0))
        self.request = request
        self.free = free
    }

    /// Runs a statement of the connection, marked as running for `cancel()`; refused, as the
    /// server refuses a cancelled one (57014), when its read was asked to stop before it.
    func running<Result>(_ statement: () throws -> Result) throws -> Result {
        let isStopping = order.sync {
            state.withLock { state in
                state.isRunning = !state.isStopping
                return state.isStopping
            }
        }
        if isStopping {
            throw PostgresFailure(
                sqlState: "57014", message: "canceling statement due to user request", constraint: nil)
        }
        defer { order.sync { state.withLock { $0.isRunning = false } } }
        return try statement()
    }

    /// Starts an interruptible read; returns its number.
    func begin() -> Int {
        order.sync {
            state.withLock { state in
                state.lastRead += 1
                state.read = state.lastRead
                state.isStopping = false
                return state.read
            }
        }
    }

    /// The read `read` is over: a late cancel of it stops nothing.
    func end(_ read: Int) {
        order.sync {
            state.withLock { state in
                guard state.read == read else { return }
                state.read = 0
                state.isStopping = false
            }
        }
    }

    /// Stops the read `read`, if it is the one under way: its running statement now, and each
    /// statement it would send after.
    func cancel(read: Int) {
        order.sync {
            state.withLock { state in
                guard state.read == read else { return }
                state.isStopping = true
                guard state.isRunning, let cancel = OpaquePointer(bitPattern: state.address) else { return }
                request(cancel)
            }
        }
    }

    /// Whether a statement runs now, as `cancel()` sees it.
    var isRunningForTesting: Bool { order.sync { state.withLock { $0.isRunning } } }

    /// Asks the server to cancel the statement running now; nothing when none runs.
    func cancel() {
        order.sync {
            state.withLock { state in
                guard state.isRunning, let cancel = OpaquePointer(bitPattern: state.address) else { return }
                request(cancel)
            }
        }
    }

    /// The connection is closing: the cancel object is freed, and nothing is cancelled from now on.
    func forget() {
        order.sync {
            state.withLock { state in
                if let cancel = OpaquePointer(bitPattern: state.address) { free(cancel) }
                state.address = 0
            }
        }
    }
}
