import Domain

/// A kind of record's fields, with how the outbox's entries hold its records and conflicts
/// (``OutboxRecord``, ``OutboxConflict``): what the sender's rules need to settle, drop and
/// mark an entry of either kind.
protocol OutboxField: RecordField {
    /// `record` as an outbox entry holds it.
    static func held(_ record: Record) -> OutboxRecord
    /// A conflict on `fields` with the server's `theirs`, as the outbox marks it.
    static func conflict(on fields: [Self], theirs: Record) -> OutboxConflict
}

extension ItemField: OutboxField {
    static func held(_ item: Item) -> OutboxRecord { .item(item) }
    static func conflict(on fields: [ItemField], theirs: Item) -> OutboxConflict {
        .item(fields: fields, theirs: theirs)
    }
}

extension UserField: OutboxField {
    static func held(_ user: User) -> OutboxRecord { .user(user) }
    static func conflict(on fields: [UserField], theirs: User) -> OutboxConflict {
        .user(fields: fields, theirs: theirs)
    }
}
