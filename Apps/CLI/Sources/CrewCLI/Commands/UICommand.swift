import CommandGrammar
import Presentation
import Terminal

/// `crew ui`: the item list filling the terminal, driven by keys.
struct UICommand: CrewCommand {
    static let spec = CommandSpec(
        name: "ui",
        abstract: "Work with the item list full-screen: move, search as you type, complete with a key.",
        discussion: "Keys: "
            + ScreenKeyHelp.keys.map { "\($0.key): \($0.does)" }.joined(separator: "; ")
            + ". Needs a terminal of at least \(ItemScreenFrame.minimumWidth) columns and \(ItemScreenFrame.minimumHeight) rows; another process's change to the store is shown within a second.",
        command: Self.self,
        examples: ["crew ui", "crew --store team.sqlite3 ui"])

    init(_ parsed: ParsedCommand) throws(UsageError) {}

    func run(_ context: CommandContext) async throws(CommandExit) {
        let container = context.container
        guard !container.configuration.terminalIsDumb else {
            throw context.usageError("crew ui cannot draw on TERM=dumb: use crew shell or crew items list")
        }
        guard context.console.inputIsTerminal, context.console.outputIsTerminal,
            let terminal = ScreenTerminal()
        else {
            throw context.usageError("crew ui needs a terminal: use crew shell or crew items list in a pipe")
        }
        container.storeWorksOnTheMainThread = false
        let viewModel = try context.open { try $0.makeItemScreenViewModel(pageSize: 50) }
        let session = ItemScreenSession(
            viewModel: viewModel,
            users: UserScreen(
                makeViewModel: { try container.makeUserListViewModel(pageSize: 200) },
                makeRemoval: { try container.makeUserRemovalViewModel() }),
            terminal: terminal,
            reading: CommandReading(
                today: context.today, me: container.configuration.me,
                configPath: container.configuration.configPath),
            isRemote: container.isRemote, usesColor: context.style.isEnabled)
        await session.run()
    }
}
