import CommandGrammar
import Domain

/// A day as a person types it on the command line (`2026-12-01`, `tomorrow`, `+3d`, `fri`),
/// checked when read and resolved against today (`ParsedCommand.today`) by the Domain's one rule.
struct TypedDay: ArgumentParsable, Hashable {
    let text: String

    init(argument: String) throws(ArgumentValueError) {
        // The form is checked against any day far from the calendar's ends: whether the text is
        // a day does not depend on which day today is.
        let reference = DueDate(year: 2000, month: 6, day: 15) ?? DueDate.earliest
        do {
            _ = try DueDate(typed: argument, today: reference)
        } catch {
            throw ArgumentValueError(describing: error)
        }
        text = argument
    }

    static var completion: CompletionSource {
        .words([
            "today", "tomorrow", "yesterday", "+1d", "+1w", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
        ])
    }

    func day(today: DueDate) throws(ValidationError) -> DueDate {
        try DueDate(typed: text, today: today)
    }
}
