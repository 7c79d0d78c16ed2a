import CommandGrammar
import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A day as a person types it on the command line (`2026-12-01`, `tomorrow`, `+3d`, `fri`),
/// checked when read and resolved against today (`ParsedCommand.today`) by the Domain's one rule.
struct TypedDay: ArgumentParsable, Hashable {
    let text: String

    init(argument: String) throws(ArgumentValueError) {
        // The form is checked against any day far from the calendar's ends: whether the text is
        // a day does not depend on which day today is.
        let reference = DueDate(Self.midYear2000, utcOffset: 0)
        do {
            _ = try DueDate(typed: argument, today: reference)
        } catch {
            throw ArgumentValueError(describing: error)
        }
        text = argument
    }

    static var completion: CompletionSource {
        .words([
            "today", "tomorrow", "yesterday", "+1d", "+1w", "+1m", "+1y", "eow", "eom", "eoy", "mon", "tue",
            "wed",
            "thu", "fri", "sat", "sun",
        ])
    }

    /// 2000-06-15, far from the calendar's ends.
    private static let midYear2000 = Date(timeIntervalSince1970: 961_027_200)

    func day(today: DueDate) throws(ValidationError) -> DueDate {
        try DueDate(typed: text, today: today)
    }
}
