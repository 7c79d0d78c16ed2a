import CommandGrammar
import Presentation
import Terminal

/// `crew config`: the settings in force (store, api-url, me, color) and where each came from: a
/// flag, the environment, a line of the config file, or the default. A URL's password and the query's credentials (`?token=`) are `***`.
struct ConfigCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "config",
        abstract: "Show the settings in force and where each came from.",
        discussion:
            "Settings are read from $XDG_CONFIG_HOME/crew/config (else ~/.config/crew/config): key = value lines, the value optionally in double quotes, # for comments. The keys are store, api-url, me (a USER: --user me names them) and color (auto, always or never). Flags beat the environment, which beats the file.",
        command: Self.self,
        examples: ["crew config", "crew --store team.sqlite3 config"])

    init(_ parsed: ParsedCommand) throws(UsageError) {}

    /// On a terminal an aligned table; otherwise TSV: key, value, source. What came from outside
    /// (a value, a path) has its control characters escaped: it cannot draw on the terminal.
    func run(_ context: CommandContext) async throws(CommandExit) {
        let settings = context.container.configuration.sources.map {
            ConfigurationSource(
                key: $0.key, value: MessageText.escaped($0.value), source: MessageText.escaped($0.source))
        }
        guard context.console.outputIsTerminal else {
            for setting in settings {
                context.console.print("\(setting.key)\t\(setting.value)\t\(setting.source)")
            }
            return
        }
        let width = (settings.map { DisplayWidth.of($0.value) }.max() ?? 0) + 2
        for setting in settings {
            context.console.print(
                context.style.bold(DisplayWidth.pad(setting.key, to: 9))
                    + DisplayWidth.pad(setting.value, to: width)
                    + context.style.dim(setting.source))
        }
    }
}
