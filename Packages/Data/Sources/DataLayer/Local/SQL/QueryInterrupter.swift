/// Stops the statement a connection is running, from another thread: what a cancelled read
/// (a search a newer keystroke replaced, in `crew ui`) calls so that it ends at once rather than
/// when its ranking is done. `sqlite3_interrupt` is the one SQLite call that may be made while
/// another thread runs the connection; libpq's is `PQcancel` (`PostgresCancelHandle`).
public struct QueryInterrupter: Sendable {
    private let interrupt: @Sendable () -> Void

    init(_ interrupt: @escaping @Sendable () -> Void) {
        self.interrupt = interrupt
    }

    /// Interrupts the statement running now, if any.
    public func callAsFunction() { interrupt() }
}
