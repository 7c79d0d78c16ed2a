import Foundation

/// A value behind an `NSLock`, for test doubles that are called synchronously from any thread
/// (a `URLProtocol`, a `@Sendable` callback).
///
/// Why not `Synchronization.Mutex`: on Linux it waits on futexes, which ThreadSanitizer does not
/// see, so `make tsan` reports false races; `NSLock` is a pthread mutex that TSan understands.
/// `@unchecked` is sound here because every access goes through the lock; it is test code only.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
