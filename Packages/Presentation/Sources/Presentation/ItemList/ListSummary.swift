import Domain

/// What a list reads for a person beside its rows: the counts and the owners' names.
struct ListSummary: Sendable {
    let counts: ItemCounts
    let ownerNames: [User.ID: String]
}
