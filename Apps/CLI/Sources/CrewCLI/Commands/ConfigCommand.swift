import CommandGrammar
import Presentation
import Terminal

/// `crew config`: the settings in force (store, api-url, me, color) and where each came from: a
/// flag, the environment, a line of the config file, or the default. A URL's password and the query's credentials (`?token=`) are `***`.
struct ConfigCommand: CrewCommand {
    /// What the command line may say, in the order help lists it.
    struct Declared: ParameterDeclarations {
        let action = Argument<ConfigAction>(
            "action",
            help:
                "set KEY VALUE writes a setting into the config file; unset KEY takes it out. Without it, the settings in force are shown.",
            isOptional: true)
        let key = Argument<ConfigKey>("key", help: "store, api-url, me, color or confirm.", isOptional: true)
        let value = Argument<String>(
            "value", help: "The value set (the words join).", isOptional: true, joiningWords: true)

        var parameters: [any CommandParameter] { [action, key, value] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "config",
        abstract: "Show the settings in force and where each came from, or set one in the config file.",
        discussion:
            "Settings are read from $XDG_CONFIG_HOME/crew/config (else ~/.config/crew/config): key = value lines, the value optionally in double quotes, # for comments. The keys are store, api-url, me (a USER: --user me names them), color (auto, always or never) and confirm (always, bulk or never). Flags beat the environment, which beats the file. 'crew config set me ada' writes a setting (the file is made 0600, in a folder made 0700; its other lines are kept), 'crew config unset me' takes it out; what is written is read back as crew reads the file first, and a value it would refuse writes nothing.",
        declared: declared, command: Self.self,
        examples: [
            "crew config", "crew config set me ada", "crew config set confirm never",
            "crew config unset color",
        ])

    /// `nil`: show the settings.
    let change: (action: ConfigAction, key: String, value: String?)?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let action = try parsed.valueIfGiven(Self.declared.action)
        let key = try parsed.valueIfGiven(Self.declared.key)
        let value = try parsed.valueIfGiven(Self.declared.value)
        switch action {
        case nil:
            change = nil
        case .set:
            guard let key, let value, !value.isEmpty else {
                throw UsageError(
                    "crew config set takes a key and its value: crew config set me ada", path: parsed.path)
            }
            change = (.set, key.name, value)
        case .unset:
            guard let key, value == nil else {
                throw UsageError("crew config unset takes one key: crew config unset me", path: parsed.path)
            }
            change = (.unset, key.name, nil)
        }
    }

    /// Whether the command writes the config file: it runs even when the file as it is cannot
    /// be read, so that the line at fault can be set again or taken out.
    static func changesTheFile(_ parsed: ParsedCommand) -> Bool {
        ((try? parsed.valueIfGiven(declared.action)) ?? nil) != nil
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        guard let change else { return show(context) }
        let configuration = context.container.configuration
        guard let path = configuration.configPath, let base = configuration.configBase else {
            throw context.configurationError(
                "Neither XDG_CONFIG_HOME nor HOME names a folder: there is no config file to write")
        }
        let editor = ConfigFileEditor(path: path, base: base)
        do {
            switch change.action {
            case .set:
                _ = try editor.set(change.key, to: change.value ?? "")
                context.console.print(
                    "Set \(change.key) = \(MessageText.escaped(change.value ?? "")) in \(MessageText.escaped(path))"
                )
            case .unset:
                let outcome = try editor.unset(change.key)
                context.console.print(
                    outcome == .written
                        ? "Took \(change.key) out of \(MessageText.escaped(path))"
                        : "\(change.key) is not set in \(MessageText.escaped(path)): nothing was changed")
            }
        } catch {
            throw context.configurationError(error.message)
        }
    }

    /// On a terminal an aligned table; otherwise TSV: key, value, source. What came from outside
    /// (a value, a path) has its control characters escaped: it cannot draw on the terminal.
    private func show(_ context: CommandContext) {
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
