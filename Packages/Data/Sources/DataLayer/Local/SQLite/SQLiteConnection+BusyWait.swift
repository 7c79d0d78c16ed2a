internal import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a connection waits for another's write lock.
extension SQLiteConnection {
    /// Waits up to `milliseconds` for another connection's write lock, looking again every
    /// millisecond. SQLite's own busy timeout looks again after 1, 2, 5… then every 100 ms, and
    /// a writer that commits and begins again at once keeps the lock nearly all the time: two
    /// stores inserting 100 items each in a loop left one waiting past 10 s (under
    /// ThreadSanitizer, whose slowness widens each transaction). Polled every millisecond, the
    /// waiter finds the lock free between two of the other's transactions.
    static func waitWhileBusy(_ handle: OpaquePointer, upTo milliseconds: Int32) {
        guard milliseconds > 0 else { return }
        // The limit rides in the context pointer itself: the handler keeps no state of its own.
        sqlite3_busy_handler(handle, busyHandler, UnsafeMutableRawPointer(bitPattern: Int(milliseconds)))
    }

    /// One look at a busy database: `count` looks came before it, each after a millisecond's sleep.
    private static let busyHandler: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = {
        context, count in
        guard Int(count) < Int(bitPattern: context) else { return 0 }
        usleep(1_000)
        return 1
    }
}
