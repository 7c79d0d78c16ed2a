import Domain
import Presentation

/// What `crew __complete` prints: one candidate per line, the way every completion script reads
/// it. A value that could not stand alone on its line (a line break, a control character, which
/// the Domain never lets into an id or an e-mail, but a damaged row might hold) is left out.
enum CompletionCandidates {
    /// Each user's id, e-mail, then the words of the name that name that user alone, folded
    /// (`ольга`, `zoe`: `FindUser.namingWords`), so that the start of any word completes.
    static func lines(of users: [UserRow]) -> [String] {
        let words = FindUser.namingWords(of: users.map { (id: $0.id, name: $0.name) })
        return users.flatMap { ["\($0.id)", $0.email] + (words[$0.id] ?? []) }.filter(isOneLine)
    }

    /// Each item's id as a person types it.
    static func lines(of items: [ItemRow]) -> [String] {
        items.map(\.shownID).filter(isOneLine)
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
