import CommandGrammar

/// A command of the grammar: its spec (made of its declarations), built from the parsed command
/// line (where every value is read as the Domain value it stands for, so bad input fails before
/// anything is opened), then run. A run that returns succeeded; a failure is reported, then
/// thrown as the exit status.
@MainActor
protocol CrewCommand: RunnableCommand {
    static var spec: CommandSpec { get }
    init(_ parsed: ParsedCommand) throws(UsageError)
    func run(_ context: CommandContext) async throws(CommandExit)
}
