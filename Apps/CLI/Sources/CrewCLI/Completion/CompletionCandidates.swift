import Domain
import Presentation

/// What `crew __complete` prints: one candidate per line, the way every completion script reads
/// it. A value that could not stand alone on its line (a line break, a control character, which
/// the Domain never lets into an id or an e-mail, but a damaged row might hold) is left out.
enum CompletionCandidates {
    /// Each user's id, e-mail, then the words of the name that name that user alone, folded
    /// (`ольга`, `zoe`: `FindUser.namingWords`), so that the start of any word completes.
    static func lines(of users: [UserRow]) -> [String] {
        candidates(of: users).flatMap(\.words)
    }

    /// Each user's candidates, a tab, then the user's name: what zsh and fish show beside it.
    static func describedLines(of users: [UserRow]) -> [String] {
        candidates(of: users).flatMap { user, words in
            isOneLine(user.name) ? words.map { $0 + "\t" + user.name } : words
        }
    }

    private static func candidates(of users: [UserRow]) -> [(user: UserRow, words: [String])] {
        let words = FindUser.namingWords(of: users.map { (id: $0.id, name: $0.name) })
        return users.map { user in
            (user, (["\(user.id)", user.email] + (words[user.id] ?? [])).filter(isOneLine))
        }
    }

    /// Each item's id as a person types it.
    static func lines(of items: [ItemRow]) -> [String] {
        items.map(\.shownID).filter(isOneLine)
    }

    /// Each item's id, a tab, then its name: what zsh and fish show beside the id.
    static func describedLines(of items: [ItemRow]) -> [String] {
        items.filter { isOneLine($0.shownID) && isOneLine($0.title) }.map { $0.shownID + "\t" + $0.title }
    }

    /// The tags the items hold, each once, in order.
    static func tags(of items: [ItemRow]) -> [String] {
        Array(Set(items.flatMap(\.tags))).sorted().filter(isOneLine)
    }

    static func isOneLine(_ candidate: String) -> Bool {
        !candidate.isEmpty
            && !candidate.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
            }
    }
}
