import Presentation

/// What `crew __complete` prints: one candidate per line, the way every completion script reads
/// it. A value that could not stand alone on its line (a line break, a control character, which
/// the Domain never lets into an id or an e-mail, but a damaged row might hold) is left out.
enum CompletionCandidates {
    /// Each user's id, then e-mail.
    static func lines(of users: [UserRow]) -> [String] {
        users.flatMap { ["\($0.id)", $0.email] }.filter(isOneLine)
    }

    /// Each item's id as a person types it.
    static func lines(of items: [ItemRow]) -> [String] {
        items.map(\.shownID).filter(isOneLine)
    }

    static func isOneLine(_ candidate: String) -> Bool {
        !candidate.isEmpty
            && !candidate.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
            }
    }
}
