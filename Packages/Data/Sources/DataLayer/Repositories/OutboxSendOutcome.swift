import Domain

/// What became of one waiting update or removal that `OutboxSender` tried to send.
enum OutboxSendOutcome<Field: RecordField> {
    /// The server holds the change now (or, for a removal, had no record left to remove).
    case sent
    /// An update to a record the server no longer has: dropped, nothing sent.
    case gone
    /// The server changed these fields meanwhile, differently: the change stays, marked.
    case conflict([Field], theirs: Field.Record)
    /// A removal whose handover was refused: dropped, and the server's record kept.
    case refused
}
