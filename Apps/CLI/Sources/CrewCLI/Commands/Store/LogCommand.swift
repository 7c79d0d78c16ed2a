/// `crew log [--limit N]`: the recent changes, newest first (the same as `crew undo --list`).
struct LogCommand: CrewCommand {
    static let limit = Option<PositiveCount>("limit", "n", help: "How many changes to show (default: 20).")
    static let spec = CommandSpec(
        name: "log", abstract: "Show the recent changes, newest first (the same as 'crew undo --list').",
        parameters: [limit], command: Self.self,
        examples: ["crew log", "crew log --limit 50"])

    let history: ChangeHistory

    init(_ parsed: ParsedCommand) throws(UsageError) {
        history = ChangeHistory(limit: try parsed.value(Self.limit))
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await history.run(context)
    }
}
