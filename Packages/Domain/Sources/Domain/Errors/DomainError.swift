#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The ways a use case can fail once its input is valid.
public enum DomainError: Error, Hashable, Sendable {
    /// No user has this id.
    case userNotFound(User.ID)
    /// No item has this id.
    case itemNotFound(Item.ID)
    /// Several ids of one change name no item; nothing was changed.
    case itemsNotFound([Item.ID])
    /// One edit gave a name to `count` items: each keeps a name of its own.
    case oneNameForSeveralItems(count: Int)
    /// A stored item breaks a Domain rule: it can be renamed or removed, nothing else.
    case damagedItem(Item.ID, ValidationError)
    /// An item has no note of this number (it has `count`, numbered from 1, oldest first).
    case noSuchNote(Item.ID, number: Int, count: Int)
    /// A stored user breaks a Domain rule: it can be removed, nothing else.
    case damagedUser(User.ID, ValidationError)
    /// A read of the whole store (a backup) met stored records that break a Domain rule and
    /// stopped rather than leave them out: the users and items named, each with its problem.
    case recordsLeftOut(users: [UnreadableRecord], items: [UnreadableRecord])
    /// An item asked to be stored under an id that is taken.
    case itemAlreadyExists(Item.ID)
    /// A user asked to be stored under an id that is taken.
    case userAlreadyExists(User.ID)
    /// An item brought its stable identity along (an imported listing), and an item here has it.
    case itemIdentityTaken(UUID)
    /// Another user already has this e-mail address.
    case emailAlreadyRegistered(EmailAddress)
    /// No user has this e-mail address.
    case noUserWithEmail(EmailAddress)
    /// No user's name starts with this text.
    case noUserNamed(String)
    /// Several users' names start with this text (the first few of them, by id).
    case ambiguousUser(String, matches: [User], total: Int)
    /// The user still owns `count` items and the removal neither reassigns nor releases them.
    case userOwnsItems(User.ID, count: Int)
    /// A user's items cannot be handed over to that same user.
    case reassignmentToSameUser(User.ID)
    /// The source cannot be reached (or refused the request) and nothing usable is cached.
    case unavailable(reason: String)
    /// The source refused the credentials it was given (HTTP 401), or what they allow (403).
    case credentialsRefused(status: Int)
    /// The source answered and refused the request (HTTP 400, 409, 422, 429...), saying `message`
    /// (empty when it said nothing): its answer, not an outage, so nothing is kept for later.
    case refusedByServer(status: Int, message: String)
    /// A record crew sent reached the server, but the server's answer is not one crew can hold
    /// (an id past the last crew holds): it is on the server and not shown here.
    case reachedServerUnheld(name: ItemName, reason: String)
    /// An API failed in the middle of a change to several items and part of it stayed done.
    case leftOnServer(LeftOnServer)
    /// The journal holds no change to undo.
    case nothingToUndo
    /// The journal holds changes, none of them by this author (`crew undo` takes back your own).
    case nothingOfYoursToUndo(ChangeAuthor)
    /// `crew undo N` named a change the journal does not keep.
    case noSuchChange(Int)
    /// A later change touched a record the change to undo touched: undoing it would overwrite
    /// that work silently.
    case laterChangeTouched(change: Int, later: LaterChange)
    /// `crew sync --keep` named a record whose waiting change has no conflict to settle.
    case noConflict(ConflictSubject)
    /// The last change cannot be undone (the records changed since, outside crew's journal).
    case cannotUndo(reason: String)
    /// The configured source cannot do this at all (an API keeps no journal, has no transactions).
    case notSupported(reason: String)

    /// The error for ids that name no item: one id is `itemNotFound`, several `itemsNotFound`.
    public static func missingItems(_ ids: [Item.ID]) -> DomainError {
        ids.count == 1 ? .itemNotFound(ids[0]) : .itemsNotFound(ids)
    }
}
