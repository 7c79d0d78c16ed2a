import CommandGrammar
import Domain

/// What `crew items edit --due` takes: a day (every form `--due` takes elsewhere), or
/// Taskwarrior's `due+1w` (`due-2d`), each item's own due day moved, as `--postpone 1w` does.
/// The Domain reads both forms (`TypedDueDate`); this only says which was typed.
struct EditedDueDay: ArgumentParsable, Hashable {
    /// The day typed, or the duration an own day moves by.
    let typed: TypedDueDate
    /// Whether it was `due+DURATION`: each item's own due day moves.
    let movesOwnDay: Bool

    init(argument: String) throws(ArgumentValueError) {
        do {
            if let shift = try TypedDueDate.ownDayShift(argument) {
                (typed, movesOwnDay) = (shift, true)
            } else {
                (typed, movesOwnDay) = (try TypedDueDate(argument), false)
            }
        } catch {
            throw ArgumentValueError(describing: error)
        }
    }

    static var completion: CompletionSource {
        guard case .words(let days) = TypedDay.completion else { return TypedDay.completion }
        return .words(days + ["due+1d", "due+1w", "due+1m"])
    }
}
