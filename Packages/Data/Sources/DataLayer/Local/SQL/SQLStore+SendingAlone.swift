/// One sender per outbox: this process's other syncs of the store wait for the flag, other
/// processes' for the engine's lock (`SQLConnection.takeSendingLock`), which a killed process
/// never leaves held.
extension SQLStore {
    public func sendingAlone<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws
        -> Result
    {
        while try isSending || !access({ try connection.takeSendingLock() }) {
            try await Task.sleep(nanoseconds: Self.sendingLockPause)
        }
        isSending = true
        defer {
            isSending = false
            connection.releaseSendingLock()
        }
        return try await body()
    }

    /// How long a sync waits before it asks for the lock again: a sync takes a second or more.
    static var sendingLockPause: UInt64 { 50_000_000 }
}
