import CommandGrammar

/// `crew completions bash|zsh|fish`: a completion script generated from the command tree.
struct CompletionsCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let shell = Argument<CompletionShell>("shell", help: "bash, zsh or fish.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [shell] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "completions", abstract: "Print a shell completion script.",
        discussion:
            "It completes commands, options, option values (--priority, --sort) and the ids and e-mails in the current store. bash: source <(crew completions bash). zsh: crew completions zsh > \"${fpath[1]}/_crew\". fish: crew completions fish > ~/.config/fish/completions/crew.fish.",
        declared: declared, command: Self.self,
        examples: [
            "source <(crew completions bash)", "crew completions fish > ~/.config/fish/completions/crew.fish",
        ])

    let shell: CompletionShell

    init(_ parsed: ParsedCommand) throws(UsageError) {
        shell = try parsed.value(Self.declared.shell)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        // `crew help <Tab>`: the commands (the short verbs among them) and the guide's topics.
        let root = CommandCatalog.root
        let helpWords =
            root.subcommands.filter { !$0.isHidden && $0.name != "help" }.map(\.name)
            + HelpTopic.all.map(\.name)
        context.console.output.write(shell.script(for: root, argumentWords: ["help": helpWords]))
    }
}
