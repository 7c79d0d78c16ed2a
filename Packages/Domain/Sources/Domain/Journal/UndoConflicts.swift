#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an undo of an older change would break though no later change touched its records: a
/// later change may have given an item to a user the change added, taken the e-mail a user it
/// put back had, removed the owner of an item it puts back, or added an item with that item's
/// identity (a backup imported again). Each refuses the undo with a sentence
/// (`DomainError.cannotUndo`), before anything is written; the stores ask the questions of
/// what their write transaction reads.
public struct UndoConflicts {
    /// The items a user owns now.
    public var itemsOwned: (User.ID) throws -> [Item.ID]
    /// The user who holds an e-mail address now.
    public var userWithEmail: (EmailAddress) throws -> User.ID?
    /// Whether a user exists now.
    public var userExists: (User.ID) throws -> Bool
    /// The item that holds an identity now.
    public var itemWithIdentity: (UUID) throws -> Item.ID?

    public init(
        itemsOwned: @escaping (User.ID) throws -> [Item.ID],
        userWithEmail: @escaping (EmailAddress) throws -> User.ID?,
        userExists: @escaping (User.ID) throws -> Bool,
        itemWithIdentity: @escaping (UUID) throws -> Item.ID?
    ) {
        self.itemsOwned = itemsOwned
        self.userWithEmail = userWithEmail
        self.userExists = userExists
        self.itemWithIdentity = itemWithIdentity
    }

    /// Throws `DomainError.cannotUndo` naming the first thing the undo of `change` would break.
    /// `isNewest`: no change was made after it. A replacing import (`--replace`) took every
    /// record away and put the backup's back: undoing it takes those away again, which a later
    /// change to a record it put back (an item given to a user it re-added) would not survive,
    /// so it is undone only while it is the newest change.
    public func check(_ change: JournalEntry, isNewest: Bool) throws {
        let replaced =
            change.kind == .import
            && (change.users.contains { $0.before != nil } || change.items.contains { $0.before != nil })
        if replaced, !isNewest {
            throw DomainError.cannotUndo(
                reason:
                    "it replaced the store's records (an import with --replace), which is undone only while it is the newest change: undo the later changes first"
            )
        }
        let itemsItAdded = Set(change.items.filter { $0.before == nil }.compactMap { $0.after?.id })
        let usersItPutsBack = Set(change.users.compactMap { $0.before?.id })
        for step in change.users {
            if step.before == nil, let added = step.after {
                let owned = try itemsOwned(added.id).filter { !itemsItAdded.contains($0) }
                if let item = owned.first {
                    throw DomainError.cannotUndo(
                        reason:
                            "it added user \(added.id), who owns item \(item) since: give it to someone else first"
                    )
                }
            }
            if let before = step.before, let holder = try userWithEmail(before.email), holder != before.id {
                throw DomainError.cannotUndo(
                    reason: "user \(holder) has the e-mail \(before.email) since, which user \(before.id) had"
                )
            }
        }
        for step in change.items {
            guard let before = step.before else { continue }
            if let owner = before.ownerID, !usersItPutsBack.contains(owner), try !userExists(owner) {
                throw DomainError.cannotUndo(
                    reason: "item \(before.id) belonged to user \(owner), who was removed since")
            }
            if step.after == nil, let holder = try itemWithIdentity(before.uuid), holder != before.id {
                throw DomainError.cannotUndo(
                    reason:
                        "item \(holder) has the identity of item \(before.id) since (a backup imported again)"
                )
            }
        }
    }
}
