internal import CSQLite
import Synchronization

/// The connection's handle, kept for `sqlite3_interrupt` alone (see `QueryInterrupter`): as its
/// address behind a lock, so that closing the connection and interrupting it never overlap.
final class SQLiteInterruptHandle: Sendable {
    /// The handle's address; 0 once the connection is closing.
    private let address: Mutex<Int>

    init(_ handle: OpaquePointer) {
        address = Mutex(Int(bitPattern: UnsafeRawPointer(handle)))
    }

    func interrupt() {
        address.withLock { address in
            if let handle = OpaquePointer(bitPattern: address) { sqlite3_interrupt(handle) }
        }
    }

    /// The connection is closing: nothing is interrupted from now on.
    func forget() {
        address.withLock { $0 = 0 }
    }
}
