/// What a command did, as the model says it must and as a subject reports it.
public enum ModelOutcome: Hashable, Sendable {
    /// Every item the change named, in order (ids as named, each once; a filter's by id), and
    /// those it left as they were.
    case changed(ids: [Int], unchanged: Set<Int>)
    case added([Int])
    case addedUser(Int)
    /// The items removed (ids as named, each once; a filter's by id).
    case removed([Int])
    case removedUser(Int)
    /// The item's notes after the change.
    case noted(Int, count: Int)
    case undone
    /// The next commands are this person's.
    case actingAs(String)
    case exported(Int)
    /// How many users and items the import added.
    case imported(users: Int, items: Int)
    case failed(ModelFailure)
    /// Refused, as a process says it: its exit status alone (`ModelPrecision.asPrinted`).
    case refused(status: Int32)
    /// Items added, as a process says it: how many (their ids are checked in what it holds).
    case addedCount(Int)
}
