import CommandGrammar
import Domain
import Presentation
import Terminal

/// `crew ui [FILTERS] [--sort ORDER] [--reverse] [--mine-first]`: the item list filling the
/// terminal, driven by keys, opened on `crew`'s own report or on the listing's filters.
struct UICommand: CrewCommand {
    static let spec = CommandSpec(
        name: "ui",
        abstract: "Work with the item list full-screen: move, search as you type, complete with a key.",
        discussion:
            "It opens on crew's own report (pending items, --sort next, the items of 'me' first when crew's config file names 'me'); the listing's options choose other items or another order, as they do for crew alone, and the header names them. Keys: "
            + ScreenKeyHelp.keys.map { "\($0.key): \($0.does)" }.joined(separator: "; ")
            + ". Needs a terminal of at least \(ItemScreenFrame.minimumWidth) columns and \(ItemScreenFrame.minimumHeight) rows; another process's change to the store is shown within a second.",
        // The listing's own declarations (`crew items list`'s), so help, parsing and completion
        // are the same; the screen has no use for its length or JSON.
        declaring: {
            let listing = ItemsListCommand.declared
            return listing.filters + [listing.sort, listing.reverse, listing.mineFirst]
        },
        exclusiveOptions: ItemsListCommand.declared.exclusiveFilters,
        command: Self.self,
        examples: [
            "crew ui", "crew ui -t sprint --overdue -u bob", "crew --store team.sqlite3 ui --sort due",
        ])

    /// What the screen opens on.
    let request: ItemListRequest

    init(_ parsed: ParsedCommand) throws(UsageError) {
        var request = try ItemsListCommand.orderedRequest(parsed)
        let listing = ItemsListCommand.declared
        // As crew alone: what the options leave open is the report's own choice.
        if request.status == .all, !request.overdue, !parsed.isSet(listing.done) { request.status = .pending }
        let ordered = request.sort != nil || request.search != nil
        if !ordered { request.sort = .next }
        if !ordered, request.owner == .anyone, request.firstOwner == nil, let me = try? parsed.me() {
            request.firstOwner = me
        }
        self.request = request
    }

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
        await session.run(opening: request)
    }
}
