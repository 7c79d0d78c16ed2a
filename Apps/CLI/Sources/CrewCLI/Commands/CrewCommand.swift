/// A command of the grammar: built from the parsed command line (where every value is
/// checked, so bad input fails before anything is opened), then run.
@MainActor
protocol CrewCommand {
    static var spec: CommandSpec { get }
    init(_ parsed: ParsedCommand) throws(UsageError)
    func run(_ context: CommandContext) async -> ExitStatus
}
