/// The check of crew's schema that a store opened without waiting for it still owes
/// (`PostgresStore`'s `checkingSchemaLazily`): it goes with the connection's first statement, in that
/// statement's round trip when it begins a change, so a `done` waits for the server twice, not
/// three times. Until it has passed, nothing the statement did is kept.
struct PendingSchemaCheck {
    /// Reads crew's metadata (the schema's name written in: identifiers cannot be bound).
    let sql: String
    /// Whether the metadata's rows (`key`, `value`) say that the store is crew's, current, and
    /// holds what it was opened for: then it is used as it is.
    let isReady: ([[String?]]) -> Bool
    /// Otherwise: checks the store fully and brings it up to date, or throws what is wrong with it,
    /// as opening it would have (`PostgresMigrator.prepare`).
    let prepare: () throws -> Void
}
