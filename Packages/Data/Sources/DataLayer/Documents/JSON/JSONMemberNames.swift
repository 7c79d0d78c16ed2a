/// The member names an object has shown so far, to refuse one written twice: compared by their
/// bytes one by one while there are few (a record's handful; making a `String` of each name and
/// hashing it cost more), hashed beyond.
struct JSONMemberNames {
    private var few: [JSONMemberName] = []
    private var many: Set<[UInt8]> = []

    /// Records `name`, read from `document`; `false` when the object already had it.
    mutating func insert(_ name: JSONMemberName, of document: [UInt8]) -> Bool {
        if few.count < 16 {
            for seen in few where seen.isSame(as: name, in: document) { return false }
            few.append(name)
            if few.count == 16 { many = Set(few.map { $0.withUTF8(in: document) { Array($0) } }) }
            return true
        }
        return many.insert(name.withUTF8(in: document) { Array($0) }).inserted
    }

    /// Forgets every name, keeping the room: the next object of a list reuses it.
    mutating func removeAll() {
        few.removeAll(keepingCapacity: true)
        if !many.isEmpty { many = [] }
    }
}
