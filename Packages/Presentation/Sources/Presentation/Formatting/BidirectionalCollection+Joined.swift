extension BidirectionalCollection where Element == String {
    /// The standard library's `joined(separator:)`, specialized where this module calls it: the
    /// generic one's first call in a process looks types and conformances up at run time (why,
    /// and what it cost `items done`: DataLayer's `BidirectionalCollection+Joined.swift`).
    func joined(separator: String = "") -> String {
        indices.reduce(into: "") { text, index in
            if index != startIndex { text += separator }
            text += self[index]
        }
    }
}
