/// The listing filters the model generates: a status, an owner, one tag, a search text. What an
/// item must be for the filter to admit it is written here again, plainly, apart from crew's own
/// rule (`ItemFilter.admits`), so that the two can disagree.
public struct ModelFilter: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, CaseIterable {
        case all, pending, done
    }

    public enum Owner: Hashable, Sendable {
        case anyone
        case nobody
        case user(Int)
    }

    public var status: Status
    public var owner: Owner
    public var tag: String?
    /// One character or more, matched ignoring case (the model's names are ASCII): one character
    /// at the start of a word (the name's, or after a space), more anywhere.
    public var search: String?

    public init(status: Status = .all, owner: Owner = .anyone, tag: String? = nil, search: String? = nil) {
        self.status = status
        self.owner = owner
        self.tag = tag
        self.search = search
    }

    public func admits(_ item: ModelItem) -> Bool {
        switch status {
        case .all: break
        case .pending: if item.done { return false }
        case .done: if !item.done { return false }
        }
        switch owner {
        case .anyone: break
        case .nobody: if item.owner != nil { return false }
        case .user(let id): if item.owner != id { return false }
        }
        if let tag, !item.tags.contains(tag) { return false }
        if let search, !Self.name(item.name, holds: search) { return false }
        return true
    }

    /// The search as typed, together, or each of its words, in any order, by the same rule.
    private static func name(_ name: String, holds search: String) -> Bool {
        let (name, search) = (name.lowercased(), search.lowercased())
        if holdsTogether(name, search) { return true }
        let words = search.split(separator: " ")
        return words.count > 1 && words.allSatisfy { holdsTogether(name, String($0)) }
    }

    /// One character at the start of a word; more anywhere.
    private static func holdsTogether(_ name: String, _ search: String) -> Bool {
        guard search.count == 1 else { return name.contains(search) }
        return name.hasPrefix(search) || name.contains(" " + search)
    }
}
