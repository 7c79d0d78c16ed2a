/// The records a transaction of the in-memory store works on, and which of them it wrote: the
/// journal's entry is made from those alone. Comparing every record before and after each
/// transaction took seconds a write once the store held 20,000 items.
struct InMemoryTouchedRecords<ID: Hashable & Comparable, Record: Equatable> {
    private(set) var contents: [ID: Record]
    /// Every id written (set, changed or removed), whatever the record is now.
    private(set) var touched: Set<ID> = []
    /// The ids removed at some point: a record removed and put back as it was (a replacing
    /// import of the same backup) is a change all the same, as a SQL store's journal records it.
    private var removed: Set<ID> = []

    init(_ contents: [ID: Record]) {
        self.contents = contents
    }

    subscript(id: ID) -> Record? {
        get { contents[id] }
        set {
            touched.insert(id)
            if newValue == nil { removed.insert(id) }
            contents[id] = newValue
        }
    }

    var values: Dictionary<ID, Record>.Values { contents.values }
    var count: Int { contents.count }

    /// Removes every record, each counted as written.
    mutating func removeAll() {
        touched.formUnion(contents.keys)
        removed.formUnion(contents.keys)
        contents = [:]
    }

    /// The records written that differ from `old` (or were removed and put back), by id: what the
    /// journal keeps of the transaction.
    func changes(from old: [ID: Record]) -> [(before: Record?, after: Record?)] {
        touched.sorted().compactMap { id in
            old[id] == contents[id] && !(removed.contains(id) && old[id] != nil)
                ? nil : (old[id], contents[id])
        }
    }
}
