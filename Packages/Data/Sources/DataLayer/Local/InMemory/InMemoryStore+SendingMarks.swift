/// Which waiting changes a sync began to send, as `SQLStore+SendingMarks` keeps it.
extension InMemoryStore {
    public func markSending(_ number: Int) {
        outboxSentThrough = max(outboxSentThrough, number)
    }

    public func sentThrough() -> Int {
        outboxSentThrough
    }
}
