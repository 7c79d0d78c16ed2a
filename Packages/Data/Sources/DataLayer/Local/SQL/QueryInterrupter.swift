/// Stops the statement a connection is running, from another thread: what a cancelled read
/// (a search a newer keystroke replaced, in `crew ui`) calls so that it ends at once rather than
/// when its ranking is done. `sqlite3_interrupt` is the one SQLite call that may be made while
/// another thread runs the connection; libpq's is `PQcancel` (`PostgresCancelHandle`).
public struct QueryInterrupter: Sendable {
    /// The read it stops, as the connection numbers its reads.
    let read: Int
    private let interrupt: @Sendable () -> Void

    init(read: Int, _ interrupt: @escaping @Sendable () -> Void) {
        self.read = read
        self.interrupt = interrupt
    }

    /// Interrupts the read, if it still runs.
    public func callAsFunction() { interrupt() }
}
