/// The failures a test asked a double to produce, in order, per kind of operation.
struct FailureQueue {
    private var queued: [RepositoryOperation: [any Error]] = [:]
    private var always: [RepositoryOperation: any Error] = [:]

    mutating func failNext(_ operation: RepositoryOperation, with error: any Error, times: Int) {
        queued[operation, default: []] += Array(repeating: error, count: times)
    }

    mutating func failAlways(_ operation: RepositoryOperation, with error: any Error) {
        always[operation] = error
    }

    /// Throws the next failure asked for `operation`, if any.
    mutating func check(_ operation: RepositoryOperation) throws {
        if var next = queued[operation], !next.isEmpty {
            let error = next.removeFirst()
            queued[operation] = next
            throw error
        }
        if let error = always[operation] { throw error }
    }
}
