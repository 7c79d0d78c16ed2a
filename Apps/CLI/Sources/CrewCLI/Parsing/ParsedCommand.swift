import CommandGrammar
import Domain

/// A command line as crew's commands read it: the grammar's words, read against the day in the
/// local time zone that typed days count from (`tomorrow`, `+3d`), given to the parser once.
typealias ParsedCommand = ParsedArguments<DueDate>

extension ParsedArguments where Context == DueDate {
    /// The day typed days count from.
    var today: DueDate { context }

    /// A typed day's value, resolved against `today`; `nil` when the option was not given.
    func day(_ option: Option<TypedDay>) throws(UsageError) -> DueDate? {
        guard let typed = try value(option) else { return nil }
        do {
            return try typed.day(today: today)
        } catch {
            throw UsageError(
                "The value '\(typed.text)' is invalid for '\(option.spec.usageSynopsis)': "
                    + ArgumentValueError(describing: error).reason, path: path)
        }
    }

    /// The tags of a repeated `--tag`, each once; more than an item may hold is refused.
    func tags(_ option: RepeatedOption<Tag>) throws(UsageError) -> Tags {
        // A tag that breaks the rules says which rule, before the count is checked.
        let tags = try values(option)
        do {
            return try Tags(tags)
        } catch {
            throw UsageError("Too many tags: at most \(Tags.maximumCount) go together", path: path)
        }
    }
}
