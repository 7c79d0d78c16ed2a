import CommandGrammar
import Domain

/// `crew shell`: an interactive session over one live item list.
struct ShellCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "shell",
        abstract: "Work with the item list interactively.",
        discussion:
            "Type 'help' at the prompt for the commands. Reads commands from a pipe too, one per line.",
        command: Self.self,
        examples: ["crew shell", "printf 'add Buy milk\\ndone 1\\n' | crew shell"])

    init(_ parsed: ParsedCommand) throws(UsageError) {}

    func run(_ context: CommandContext) async throws(CommandExit) {
        let pageSize = ShellSession.pageSize(rows: context.console.height)
        let viewModel = try context.open { try $0.makeItemListViewModel(pageSize: pageSize) }
        let session = ShellSession(
            viewModel: viewModel, console: context.console, style: context.style, today: context.today,
            me: context.container.configuration.me, configPath: context.container.configuration.configPath)
        session.isRemote = context.container.isRemote
        session.readTerminalSize = { Console.terminalSize() }
        let container = context.container
        session.makeUndo = { try container.makeUndoViewModel() }
        session.undoing = .newestBy(container.configuration.author)
        session.lineEditor = context.container.makeLineEditor(console: context.console) {
            [weak session] before in
            session?.completions(before: before) ?? []
        }
        if session.lineEditor != nil {
            // Tab offers users as the bash completion does; read once, when there is a terminal.
            if let users = try? container.makeUserListViewModel(pageSize: PageRequest.maximumLimit) {
                session.userCandidates = await users.everyRow().map(CompletionCandidates.lines(of:)) ?? []
            }
        }
        if let editor = session.lineEditor {
            // The same question the command line asks, answered at the shell's own prompt.
            session.ask = { question in
                guard
                    case .line(let answer) = editor.readLine(prompt: question + " [y/N] ", remembering: false)
                else { return false }
                return ["y", "yes"].contains(answer.filter { !$0.isWhitespace }.lowercased())
            }
        }
        let status = await session.run()
        if status != .success { throw CommandExit(status) }
    }
}
