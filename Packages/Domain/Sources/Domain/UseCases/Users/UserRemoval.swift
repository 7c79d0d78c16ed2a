/// A user's removal, checked and ready to run: who goes, what happens to their items, and how
/// many they are, so that a person can be asked about exactly this before anything changes.
public struct UserRemoval: Hashable, Sendable {
    /// The user who goes.
    public let id: User.ID
    /// `nil` for a damaged user (a stored name or e-mail that breaks the rules).
    public let user: User?
    /// What happens to the items the user owns.
    public let handover: ItemHandover
    /// Who receives the items, when they are reassigned.
    public let heir: User?
    /// How many items the user owns now.
    public let ownedItems: Int
}
