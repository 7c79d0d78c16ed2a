import Domain

/// One kind of record's side of sending the outbox (items, users): the server's calls and the
/// outbox's writes for it, so that `OutboxSender` writes the rules for an update and a removal
/// once, over any `RecordField`.
struct OutboxRecords<Field: RecordField> {
    /// The server's copy of the record, `nil` when the server has none.
    let serverCopy: (Field.Record) async throws -> Field.Record?
    /// Sends these fields of the record (`PATCH`) and returns the server's answer.
    let patch: (Field.Record, [Field]) async throws -> Field.Record
    /// Removes the record from the server; one already gone is removed.
    let delete: (Field.Record) async throws -> Void
    /// Change `number` reached the server, which answered this record (`nil`: gone).
    let settle: (Int, Field.Record?) async throws -> Void
    /// Change `number` is dropped unsent; the cache keeps the server's record (`nil`: none).
    let drop: (Int, Field.Record?) async throws -> Void
    /// Change `number` conflicts with the server's record on these fields: it stays, marked.
    let markConflict: (Int, [Field], Field.Record) async throws -> Void
}
