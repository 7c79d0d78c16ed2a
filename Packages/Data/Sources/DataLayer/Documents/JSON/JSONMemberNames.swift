/// The member names an object has shown so far, to refuse one written twice: compared one by one
/// while there are few (a record's handful; hashing each name cost more), hashed beyond.
struct JSONMemberNames {
    private var few: [String] = []
    private var many: Set<String> = []

    /// Records `name`; `false` when the object already had it.
    mutating func insert(_ name: String) -> Bool {
        if few.count < 16 {
            guard !few.contains(name) else { return false }
            few.append(name)
            if few.count == 16 { many = Set(few) }
            return true
        }
        return many.insert(name).inserted
    }

    /// Forgets every name, keeping the room: the next object of a list reuses it.
    mutating func removeAll() {
        few.removeAll(keepingCapacity: true)
        if !many.isEmpty { many = [] }
    }
}
