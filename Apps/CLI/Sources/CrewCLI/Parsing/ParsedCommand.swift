import CommandGrammar
import Domain

/// A command line as crew's commands read it: the grammar's words, read against today and who
/// "me" is (`CommandReading`), given to the parser once.
typealias ParsedCommand = ParsedArguments<CommandReading>

extension ParsedArguments where Context == CommandReading {
    /// The day typed days count from.
    var today: DueDate { context.today }

    /// A user named on the command line; `me` is the config file's `me`.
    func user(_ option: Option<UserReference>) throws(UsageError) -> UserReference? {
        try value(option).map { reference throws(UsageError) in try resolvingMe(reference) }
    }

    /// A user named as an argument; `me` is the config file's `me`.
    func user(_ argument: Argument<UserReference>) throws(UsageError) -> UserReference {
        try resolvingMe(try value(argument))
    }

    /// Whether the command line names a user `me` (an option's value or an argument, or
    /// `--mine-first`), so that a failed look-up of that user says where `me` is set.
    @MainActor var namesMe: Bool {
        let words = arguments + options.values.flatMap { $0 }
        // `--mine-first` names `me` without the word: `me`'s items go first.
        return words.contains { $0.lowercased() == "me" } || isSet(ItemsListCommand.declared.mineFirst)
    }

    /// The user the config file's `me` names; a usage error saying where to write it when none.
    func me() throws(UsageError) -> UserReference {
        guard let me = context.me else { throw UsageError(context.meNamesNobody, path: path) }
        return me
    }

    /// `me` as the user the config file names; any other reference as it is.
    private func resolvingMe(_ reference: UserReference) throws(UsageError) -> UserReference {
        guard case .namePrefix(let text) = reference, text.lowercased() == "me" else { return reference }
        return try me()
    }

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
