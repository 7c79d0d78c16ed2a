import Domain

/// Gathers the steps of one change into one `TouchedRecord` per record: a record touched twice
/// (added, then edited) is described from its first `before` to its last `after`.
struct TouchedRecords<Record: Hashable & Sendable> {
    private var order: [Int] = []
    private var byID: [Int: (before: Record?, after: Record?)] = [:]

    mutating func record(id: Int, before: Record?, after: Record?) {
        if let existing = byID[id] {
            byID[id] = (existing.before, after)
        } else {
            order.append(id)
            byID[id] = (before, after)
        }
    }

    var changes: [TouchedRecord<Record>] {
        order.compactMap { id in byID[id].map { TouchedRecord(before: $0.before, after: $0.after) } }
    }
}
