import CommandGrammar

/// A command of the grammar: its spec (made of its declarations), built from the parsed command
/// line (where every value is read as the Domain value it stands for, so bad input fails before
/// anything is opened), then run. A run that returns succeeded; a failure is reported, then
/// thrown as the exit status.
@MainActor
protocol CrewCommand: RunnableCommand {
    static var spec: CommandSpec { get }
    /// Whether the command only reads the store (a listing, `show`, `log`, `export`): where there
    /// is no store yet, it makes none (one named that does not exist is an error, exit 66).
    static var onlyReads: Bool { get }
    init(_ parsed: ParsedCommand) throws(UsageError)
    func run(_ context: CommandContext) async throws(CommandExit)
}

extension CrewCommand {
    static var onlyReads: Bool { false }
}
