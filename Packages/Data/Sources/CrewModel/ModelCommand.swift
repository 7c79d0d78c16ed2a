/// One thing a person does with crew, as the model generates it; a subject runs it through the
/// real use cases or as a `crew` command line (`ModelScript`).
public enum ModelCommand: Hashable, Sendable {
    case addUser(name: String, email: String)
    case removeUser(Int, ModelHandover)
    case addItem(ModelItemDraft)
    /// `crew items import FILE`: every draft, or none.
    case importItems([ModelItemDraft])
    case complete(ModelTarget)
    case reopen(ModelTarget)
    case remove(ModelTarget)
    /// Gives the items to a user, or (`nil`) to nobody.
    case assign(ModelTarget, owner: Int?)
    case edit(ModelTarget, ModelEdit)
    case rename(Int, String)
    case addNote(Int, String)
    /// Removes note `number` (1 for the oldest).
    case removeNote(Int, number: Int)
    /// `crew undo`: the newest change of the person acting now.
    case undo
    /// `crew undo --any`: the newest change, whoever made it.
    case undoAny
    /// `crew undo N`, N the number of the change `back` places from the newest in `crew log`
    /// (1: the newest; past the oldest kept, a number the journal does not keep).
    case undoBack(Int)
    /// The person who makes the next commands (`me` in their config): a team on one store.
    case actAs(String)
    /// `crew export`: the backup is kept, numbered in order from 0, for a later import.
    case export
    /// `crew import` of backup number `backup` (`replacing`: `--replace`).
    case importBackup(Int, replacing: Bool)
}
