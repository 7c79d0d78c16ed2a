import CommandGrammar
import Domain

/// A day as a person types it on the command line (`2026-12-01`, `tomorrow`, `+3d`, `fri`), its
/// form read once when the line is read (``TypedDueDate``) and resolved against today
/// (`ParsedCommand.today`) by the Domain's one rule.
struct TypedDay: ArgumentParsable, Hashable {
    let typed: TypedDueDate
    var text: String { typed.text }

    init(argument: String) throws(ArgumentValueError) {
        do {
            typed = try TypedDueDate(argument)
        } catch {
            throw ArgumentValueError(describing: error)
        }
    }

    static var completion: CompletionSource {
        .words([
            "today", "tomorrow", "yesterday", "+1d", "+1w", "+1m", "+1y", "eow", "eom", "eoy", "mon", "tue",
            "wed",
            "thu", "fri", "sat", "sun",
        ])
    }

    func day(today: DueDate) throws(ValidationError) -> DueDate {
        try typed.day(today: today)
    }
}
