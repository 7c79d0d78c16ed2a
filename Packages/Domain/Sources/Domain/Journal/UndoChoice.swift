/// Which change `crew undo` takes back.
public enum UndoChoice: Hashable, Sendable {
    /// The newest change, whoever made it (`crew undo --any`).
    case newest
    /// The newest change this author made (`crew undo`): a teammate's later work stays.
    case newestBy(ChangeAuthor)
    /// The change with this number (`crew undo N`).
    case number(Int)
}
