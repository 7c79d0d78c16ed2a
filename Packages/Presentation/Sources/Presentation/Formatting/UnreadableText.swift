import Domain

/// What a listing says, beside the rows it shows, about a stored record it cannot show.
enum UnreadableText {
    static func item(_ record: UnreadableRecord) -> String {
        guard let id = Item.ID(rawValue: record.id) else {
            return "A stored item has an id crew cannot use (\(record.id)); remove it with another tool."
        }
        return ErrorMessage.describing(DomainError.damagedItem(id, record.problem))
    }

    static func user(_ record: UnreadableRecord) -> String {
        guard let id = User.ID(rawValue: record.id) else {
            return "A stored user has an id crew cannot use (\(record.id)); remove it with another tool."
        }
        return ErrorMessage.describing(DomainError.damagedUser(id, record.problem))
    }

    /// The sentences of stored items a screen's pages could not read (another tool damaged
    /// them), listed as damaged rows: the first one's sentence and repair, and how many more;
    /// `nil` for none.
    static func listedDamaged(_ sentences: [String]) -> String? {
        guard let first = sentences.first else { return nil }
        let more = sentences.count - 1
        guard more > 0 else { return first }
        return first
            + " \(more) more damaged item\(more == 1 ? " is" : "s are") listed too."
    }
}
