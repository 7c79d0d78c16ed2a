/// Which waiting changes a sync began to send (`OutboxStore.markSending`): the highest number,
/// in the database's metadata (changes are sent in order, one sync at a time, and numbers are
/// never given twice).
extension SQLStore {
    public func markSending(_ number: Int) throws {
        try writeTransaction {
            let sent = max(number, try sentThroughRow())
            try connection.run(
                "INSERT INTO crew_metadata (key, value) VALUES (?, ?) "
                    + "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [.text(Self.sentThroughKey), .text(String(sent))])
        }
    }

    public func sentThrough() throws -> Int {
        try access { try sentThroughRow() }
    }

    private func sentThroughRow() throws -> Int {
        try connection.rows("SELECT value FROM crew_metadata WHERE key = ?", [.text(Self.sentThroughKey)]) {
            Int($0.text(0)) ?? 0
        }.first ?? 0
    }

    static var sentThroughKey: String { "outbox_sent_through" }
}
