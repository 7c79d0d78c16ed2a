/// The one user a reference names: by id, by e-mail, or by the start of any word of exactly
/// one user's name (ignoring case and accents, as search does: `zoe` finds Zoë Ørsted, `smith`
/// Bob Smith). A start that fits several users is
/// `DomainError.ambiguousUser`, naming them, so nothing is done to the wrong person.
public struct FindUser: Sendable {
    /// How many of the users an ambiguous start fits the error names.
    public static let namedMatches = 5

    private let users: any UserRepository

    /// Finds users of `users`.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// The one user `reference` names; none or several are each a `DomainError` that says so.
    public func execute(_ reference: UserReference) async throws -> User {
        switch reference {
        case .id(let id):
            return try await users.user(withID: id)
        case .email(let email):
            guard let user = try await users.user(withEmail: email) else {
                throw DomainError.noUserWithEmail(email)
            }
            return user
        case .namePrefix(let prefix):
            return try await onlyUser(named: prefix)
        }
    }

    /// The words a person may type to name each of the users whose names are `users` alone, as
    /// `execute` finds them: each word of the user's name (after a space), folded (`ольга`,
    /// `zoe`), that starts no word of another user's name. What completion offers, so a completed
    /// word always names one user.
    public static func namingWords(of users: [(id: User.ID, name: String)]) -> [User.ID: [String]] {
        let names = users.map { (id: $0.id, folded: FoldedText($0.name)) }
        var words: [User.ID: [String]] = [:]
        for (id, folded) in names {
            let own = folded.bytes.split(separator: UInt8(ascii: " ")).map { FoldedText(bytes: Array($0)) }
            var seen = Set<FoldedText>()
            words[id] = own.filter { word in
                seen.insert(word).inserted
                    && !names.contains { $0.id != id && $0.folded.hasAnyWordStarting(with: word) }
            }.map(\.text)
        }
        return words
    }

    private func onlyUser(named prefix: String) async throws -> User {
        let start = FoldedText(prefix)
        // The read narrows to names with a word that starts with it (one character) or that
        // contain it; only the start of a word decides.
        let query = try? SearchQuery(prefix)
        var matches: [User] = []
        var page = try PageRequest(limit: PageRequest.maximumLimit)
        while true {
            let found = try await users.users(matching: query, page: page)
            matches += found.elements.filter { FoldedText($0.name.value).hasAnyWordStarting(with: start) }
            guard let next = found.next else { break }
            page = next
        }
        switch matches.count {
        case 0: throw DomainError.noUserNamed(prefix)
        case 1: return matches[0]
        default:
            throw DomainError.ambiguousUser(
                prefix, matches: Array(matches.prefix(Self.namedMatches)), total: matches.count)
        }
    }
}
