/// Everything a crew holds, as a subject reads it back.
public struct ModelContents: Hashable, Sendable {
    public var users: [ModelUser]
    public var items: [ModelItemFields]

    public init(users: [ModelUser], items: [ModelItemFields]) {
        self.users = users
        self.items = items
    }

    /// What differs from `expected`, a line per record (at most `limit` lines); empty when equal.
    public func differences(from expected: ModelContents, limit: Int = 6) -> [String] {
        var lines: [String] = []
        let mine = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(expected.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(mine.keys).union(theirs.keys).sorted() where mine[id] != theirs[id] {
            lines.append(
                "item \(id): expected \(theirs[id].map(\.description) ?? "none"), found \(mine[id].map(\.description) ?? "none")"
            )
        }
        let myUsers = Dictionary(users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirUsers = Dictionary(
            expected.users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(myUsers.keys).union(theirUsers.keys).sorted() where myUsers[id] != theirUsers[id] {
            let describe = { (user: ModelUser?) in user.map { "\"\($0.name)\" <\($0.email)>" } ?? "none" }
            lines.append("user \(id): expected \(describe(theirUsers[id])), found \(describe(myUsers[id]))")
        }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more differences"]
    }
}
