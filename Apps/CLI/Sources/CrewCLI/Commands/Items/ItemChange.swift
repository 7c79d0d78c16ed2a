import CommandGrammar
import DataLayer
import Domain
import Presentation

/// The grammar and the run of a command that changes the items it names,
/// `crew items VERB <id> ... [--json]`, written once for `done`, `reopen` and `remove`.
/// All or nothing: if one id names no item, the error names each such id and nothing changes.
@MainActor
struct ItemChange {
    let ids: RepeatedArgument<ItemSelectionWord>
    let yes = ItemChange.yesFlag()
    let json: JSONFlag

    /// `changed` says what `--json` prints: "changed", "removed"; `offering`, which items
    /// completion offers (`done` the pending ones, `reopen` the done ones).
    init(changed: String, offering: CompletionSource = .items) {
        ids = RepeatedArgument("id", help: ItemSelectionWord.help, isOptional: true, completion: offering)
        json = JSONFlag(
            ItemJSON.keys, printing: "Print the \(changed) items as a JSON array (one object per item).")
    }

    /// `--yes`, for every command that can change several items: the question is skipped.
    nonisolated static func yesFlag() -> Flag {
        Flag(
            "yes", short: "y",
            help: "Do not ask before changing several items (crew asks only on a terminal).")
    }

    /// Whether `--json` prints an array: one plain id prints one object, any other selection an
    /// array, however many items it turns out to name.
    static func printsArray(_ selection: [ItemSelectionWord]) -> Bool {
        selection.count != 1 || selection == [.standardInput]
    }

    /// The ids a command's selection names (`-` read from standard input). A selection of
    /// nothing (an empty listing piped in) is still a change to check, its owner found first; it
    /// then says that nothing was selected (exit 0, nothing written).
    static func ids(_ selection: [ItemSelectionWord], _ context: CommandContext) throws(CommandExit) -> [Item
        .ID]
    {
        guard !selection.isEmpty else {
            throw context.usageError("Give the items' ids, or - to read them from standard input")
        }
        do {
            return try ItemSelectionWord.ids(selection, from: context.console.input)
        } catch {
            throw context.usageError(error.message)
        }
    }

    /// What a command's selection chooses: its ids, or (`filter`) every item the filter admits,
    /// which the store chooses inside the change's own write (nothing here pages through a
    /// listing to collect them). Ids and filters never together, and one of them given.
    static func choice(_ selection: [ItemSelectionWord], filter: ItemListRequest?, _ context: CommandContext)
        throws(CommandExit) -> ItemChoice
    {
        switch (selection.isEmpty, filter) {
        case (false, .some):
            throw context.usageError("Give the items' ids or filters, not both")
        case (true, nil):
            throw context.usageError(
                "Give the items' ids, - to read them from standard input, or filters (--tag, --pending, --user...)"
            )
        case (true, let filter?):
            return .filter(filter)
        case (false, nil):
            return .ids(try ids(selection, context))
        }
    }

    /// The command's tree node: the ids, the listing's filters (its own declarations,
    /// `ItemsListCommand.Declared.filters`, taken instead of ids: `crew done --tag sprint`), then
    /// `--yes` and `--json`; `change` is made only once the command's declarations are asked for
    /// (parsing `items done` makes neither `reopen`'s nor `remove`'s).
    static func spec(
        name: String, abstract: String, discussion: String? = nil,
        change: @autoclosure @escaping () -> ItemChange,
        command: any CrewCommand.Type, examples: [String]
    ) -> CommandSpec {
        CommandSpec(
            name: name, abstract: abstract, discussion: discussion,
            declaring: {
                let change = change()
                return [change.ids] + ItemsListCommand.declared.filters + [change.yes, change.json]
            },
            exclusiveOptions: ItemsListCommand.declared.exclusiveFilters, command: command, examples: examples
        )
    }

    /// Whether `selection` names each item by its id as typed (not `-`, not a filter): a change
    /// the person spelled out, which by default asks nothing.
    static func typedEachID(_ selection: [ItemSelectionWord]) -> Bool {
        !selection.isEmpty && !selection.contains { if case .standardInput = $0 { true } else { false } }
    }

    /// The filters given instead of ids (`nil`: none given).
    static func filter(_ parsed: ParsedCommand) throws(UsageError) -> ItemListRequest? {
        let request = try ItemsListCommand.filterRequest(parsed)
        return request == ItemListRequest() ? nil : request
    }

    /// Runs a change to the items `choice` names: a filter becomes the target "every item it
    /// admits", which the store chooses as it writes; then asks `question` (a terminal only) about
    /// that target, counted whole, and makes the change.
    static func run(
        _ context: CommandContext, json: JSONOutput?, asArray: Bool, choice: ItemChoice,
        asking question: BulkQuestion, _ action: (ItemChangeViewModel, ItemTarget) async -> Void
    ) async throws(CommandExit) {
        try await run(context, json: json, asArray: asArray) { model throws(CommandExit) in
            let target: ItemTarget
            switch choice {
            case .ids(let ids): target = .ids(ids)
            case .filter(let request):
                guard let resolved = await model.target(matching: request) else { return }
                target = resolved
            }
            try await question.ask(model, about: target, context)
            await action(model, target)
        }
    }

    /// Runs a change to items (no list is on screen: nothing is shown before the store confirms
    /// it), then prints a line per changed item, or (`json`) the items: an array for a command
    /// that takes `ID...`, an object for one about a single item. Every item command (add,
    /// rename, assign too) ends this way.
    static func run(
        _ context: CommandContext, json: JSONOutput?, asArray: Bool = false,
        _ action: (ItemChangeViewModel) async throws(CommandExit) -> Void
    ) async throws(CommandExit) {
        let model = try context.open { try $0.makeItemChangeViewModel() }
        try await action(model)
        let state = try context.check(model.state)
        context.console.print(
            json.map { ItemJSON.document(state.produced, asArray: asArray, only: $0.keys) } ?? state
                .confirmation ?? "")
    }
}
