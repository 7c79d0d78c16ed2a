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
    case undo
    /// `crew export`: the backup is kept, numbered in order from 0, for a later import.
    case export
    /// `crew import` of backup number `backup` (`replacing`: `--replace`).
    case importBackup(Int, replacing: Bool)
}
