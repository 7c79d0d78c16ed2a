import Domain

/// What a page recorded in memory stands on: the items whose ids are in its span, the users, and
/// the waiting changes, as they were when it was recorded. The page stands while they are the
/// same: compared whole, where the SQL stores count their writes (a store in memory lives for
/// one run, and its reads cost no statement).
struct RecordedPageGround: Equatable, Sendable {
    let items: [Item.ID: Item]
    let users: [User.ID: User]
    let outbox: [WaitingChange]
}
