/// One sender at a time, as `SQLStore+SendingAlone` (a store in memory is this process's alone).
extension InMemoryStore {
    public func sendingAlone<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws
        -> Result
    {
        while isSending { try await Task.sleep(nanoseconds: 10_000_000) }
        isSending = true
        defer { isSending = false }
        return try await body()
    }
}
