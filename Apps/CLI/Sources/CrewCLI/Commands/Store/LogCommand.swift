import CommandGrammar

/// `crew log [--limit N] [--json]`: the recent changes, newest first, in local time (the same as
/// `crew undo --list`).
struct LogCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let limit = Option<PositiveCount>(
            "limit", "n", short: "n", help: "How many changes to show (default: 20).")
        let json = JSONFlag(
            ChangeJSON.keys,
            printing:
                "Print the changes as a JSON array: id, time (ISO 8601 with its offset), description, records."
        )

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [limit, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "log", abstract: "Show the recent changes, newest first (the same as 'crew undo --list').",
        discussion:
            "Times are the local time (TZ is respected), to the minute; --json gives them to the second, with their offset from UTC.",
        declared: declared, command: Self.self,
        examples: ["crew log", "crew log --limit 50", "crew log --json"])

    let history: ChangeHistory

    init(_ parsed: ParsedCommand) throws(UsageError) {
        history = ChangeHistory(
            limit: try parsed.value(Self.declared.limit), json: try parsed.json(Self.declared.json))
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await history.run(context)
    }
}
