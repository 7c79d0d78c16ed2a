internal import CSQLite
import Synchronization

/// The connection's handle, kept for interrupting a read from another thread (see
/// `QueryInterrupter`): as its address behind a lock, so that closing the connection and
/// interrupting it never overlap.
///
/// `sqlite3_interrupt` alone loses a cancel that arrives before the read's first statement steps
/// (SQLite ignores it when nothing runs): the read then ran to its end, a replaced search ranked
/// to the last item. So an interruptible read also carries a flag that a progress handler checks
/// while it runs, and each read has a number, so that a cancel meant for one read never stops
/// another.
final class SQLiteInterruptHandle: Sendable {
    /// The handle's address; 0 once the connection is closing.
    private let address: Mutex<Int>
    /// The interruptible read running (0: none), and the last number given.
    private let reads = Mutex<(current: Int, last: Int)>((0, 0))
    /// Whether the running read was asked to stop: what the progress handler reads.
    let stopping = Atomic<Bool>(false)

    init(_ handle: OpaquePointer) {
        address = Mutex(Int(bitPattern: UnsafeRawPointer(handle)))
    }

    /// Starts an interruptible read on the connection's own thread; returns its number.
    func begin(on handle: OpaquePointer) -> Int {
        let read = reads.withLock { reads in
            reads.last += 1
            reads.current = reads.last
            return reads.last
        }
        stopping.store(false, ordering: .sequentiallyConsistent)
        // Every thousand virtual-machine steps: a load of one flag, and a stop within microseconds.
        sqlite3_progress_handler(handle, 1_000, Self.progress, Unmanaged.passUnretained(self).toOpaque())
        return read
    }

    /// Ends the read `read`, on the connection's own thread.
    func end(_ read: Int, on handle: OpaquePointer) {
        sqlite3_progress_handler(handle, 0, nil, nil)
        reads.withLock { reads in if reads.current == read { reads.current = 0 } }
        stopping.store(false, ordering: .sequentiallyConsistent)
    }

    /// Stops the read `read`, if it is the one running: its running statement now, and every
    /// statement it steps from now on.
    func interrupt(_ read: Int) {
        let isRunning = reads.withLock { reads in
            guard reads.current == read else { return false }
            stopping.store(true, ordering: .sequentiallyConsistent)
            return true
        }
        guard isRunning else { return }
        address.withLock { address in
            if let handle = OpaquePointer(bitPattern: address) { sqlite3_interrupt(handle) }
        }
    }

    /// The connection is closing: nothing is interrupted from now on.
    func forget() {
        address.withLock { $0 = 0 }
    }

    /// SQLite's progress handler: a non-zero answer interrupts the statement.
    private static let progress: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
        guard let context else { return 0 }
        let handle = Unmanaged<SQLiteInterruptHandle>.fromOpaque(context).takeUnretainedValue()
        return handle.stopping.load(ordering: .sequentiallyConsistent) ? 1 : 0
    }
}
