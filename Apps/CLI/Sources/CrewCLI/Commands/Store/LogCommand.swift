import CommandGrammar
import Domain

/// `crew log [--limit N] [--json]`: the recent changes, newest first, in local time (the same as
/// `crew undo --list`).
struct LogCommand: CrewCommand {
    static let onlyReads = true

    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let limit = Option<PositiveCount>(
            "limit", "n", short: "n", help: "How many changes to show (default: 20).")
        let by = Option<ChangeAuthor>("by", "name", help: "Only the changes this person made (case ignored).")
        let mine = Flag("mine", help: "Only your own changes (the config file's 'me', else your login name).")
        let json = JSONFlag(
            ChangeJSON.keys,
            printing:
                "Print the changes as a JSON array: id, time (ISO 8601 with its offset), author, role (PostgreSQL's, or null), description, records."
        )

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [limit, by, mine, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "log", abstract: "Show the recent changes, newest first (the same as 'crew undo --list').",
        discussion:
            "Times are the local time (TZ is respected), to the minute; --json gives them to the second, with their offset from UTC. Each change names its author: the config file's 'me' of whoever made it, else their login name (\"unknown\" before crew recorded authors); on PostgreSQL the database role too, which the server records.",
        declared: declared, command: Self.self,
        examples: [
            "crew log", "crew log --limit 50", "crew log --by ada", "crew log --mine", "crew log --json",
        ])

    let history: ChangeHistory

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let by = try parsed.value(Self.declared.by)
        let mine = parsed.isSet(Self.declared.mine)
        if by != nil, mine { throw UsageError("Give --by NAME or --mine, not both", path: parsed.path) }
        history = ChangeHistory(
            limit: try parsed.value(Self.declared.limit), json: try parsed.json(Self.declared.json),
            author: by.map(ChangeHistory.Author.named) ?? (mine ? .me : nil))
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await history.run(context)
    }
}
