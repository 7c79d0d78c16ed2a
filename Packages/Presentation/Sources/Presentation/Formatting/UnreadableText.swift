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
}
