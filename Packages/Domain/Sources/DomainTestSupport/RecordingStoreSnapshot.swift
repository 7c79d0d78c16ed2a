import Domain

/// A store snapshot that records when it began and ended, and can be told to fail to begin.
public actor RecordingStoreSnapshot: StoreSnapshot {
    /// "begin" and "end", in order.
    public private(set) var events: [String] = []
    private let beginFailure: (any Error)?

    public init(failingToBeginWith failure: (any Error)? = nil) {
        beginFailure = failure
    }

    public func beginSnapshot() throws {
        if let beginFailure { throw beginFailure }
        events.append("begin")
    }

    public func endSnapshot() {
        events.append("end")
    }
}
