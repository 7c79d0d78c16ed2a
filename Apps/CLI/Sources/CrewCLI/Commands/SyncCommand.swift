import CommandGrammar
import Domain
import Presentation

/// `crew sync`: send the changes made offline, then pull users and items from the API into the
/// local cache.
struct SyncCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let ids = RepeatedArgument<Item.ID>(
            "id", help: "With --keep, the items whose conflicts to settle (default: every one).",
            isOptional: true)
        let users = RepeatedOption<User.ID>(
            "user", "id",
            help: "With --keep, a user whose conflict to settle; give --user again for more.")
        let status = Flag("status", help: "List what waits to be sent, and each conflict; send nothing.")
        let keep = Option<ConflictSide>(
            "keep", "side",
            help:
                "Settle conflicts: mine (the next sync sends my fields) or theirs (drop my change); send nothing."
        )

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [ids, users, status, keep] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "sync",
        abstract:
            "Send the changes made offline, then pull users and items from the API into the local cache.",
        discussion:
            "Needs an API (--api-url or CREW_API_URL). A change made while the API could not be reached waits in the cache and is sent first, in order; a field changed differently on both sides (of an item or a user) is a conflict, named and left waiting (exit 1) until --keep settles it. Shows progress on a terminal, one summary line otherwise.",
        declared: declared,
        exclusiveOptions: [ExclusiveOptions([declared.status, declared.keep])],
        command: Self.self,
        examples: [
            "crew --api-url https://jsonplaceholder.typicode.com sync", "crew sync --status",
            "crew sync --keep mine 42", "crew sync --keep theirs --user 3",
        ])

    enum Mode: Equatable {
        case send
        case status
        case keep(ConflictSide, [Item.ID], users: [User.ID])
    }

    let mode: Mode

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let ids = try parsed.values(Self.declared.ids)
        let users = try parsed.values(Self.declared.users)
        if let side = try parsed.value(Self.declared.keep) {
            mode = .keep(side, ids, users: users)
        } else {
            guard ids.isEmpty else { throw UsageError("Item ids go with --keep", path: parsed.path) }
            guard users.isEmpty else { throw UsageError("--user goes with --keep", path: parsed.path) }
            mode = parsed.isSet(Self.declared.status) ? .status : .send
        }
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        guard context.container.isRemote else {
            throw context.usageError("crew sync needs an API: pass --api-url or set CREW_API_URL")
        }
        let viewModel = try context.open { try $0.makeSyncViewModel() }
        let console = context.console
        switch mode {
        case .send: break
        case .status, .keep:
            if case .keep(let side, let ids, let users) = mode {
                await viewModel.keep(side, for: ids, users: users)
            } else {
                await viewModel.showStatus()
            }
            let state = try context.check(viewModel.state)
            for line in state.sent { console.print(line) }
            for line in state.conflicts { console.print(MessageText.escaped(line)) }
            return
        }
        let showsProgress = console.outputIsTerminal
        var shown: [String] = []
        let observation = viewModel.observe { state in
            guard showsProgress, state.progress != shown else { return }
            // Rewrite the progress lines in place: up, clear, print.
            let up = shown.isEmpty ? "" : "\u{1B}[\(shown.count)A"
            console.output.write(up + state.progress.map { "\r\u{1B}[K" + $0 + "\n" }.joined())
            console.output.flush()
            shown = state.progress
        }
        await viewModel.start()
        observation.cancel()
        let state = try context.check(viewModel.state)
        for line in state.sent { console.print(line) }
        console.print(state.summary ?? "")
        // Everything else was sent: the conflicts wait for the person, and the run says so.
        guard state.conflicts.isEmpty else {
            for line in state.conflicts { console.printError(MessageText.escaped(line)) }
            throw CommandExit(.failure)
        }
    }
}
