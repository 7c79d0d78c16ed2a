import Domain
import Presentation

/// Runs one change over every id a command names, through an item list view model, all or
/// nothing: if one id names no item, the error names each such id and nothing changes. Prints a
/// line (or a JSON object) per changed item.
@MainActor
struct ItemChange {
    let ids: [Item.ID]
    let json: Bool
    let change: (ItemListViewModel, [Item.ID]) async -> Void

    init(ids: [Item.ID], json: Bool, change: @escaping (ItemListViewModel, [Item.ID]) async -> Void) {
        self.ids = ids
        self.json = json
        self.change = change
    }

    /// Reads `<id> ... [--json]`, checking every id before anything runs.
    init(_ parsed: ParsedCommand, change: @escaping (ItemListViewModel, [Item.ID]) async -> Void)
        throws(UsageError)
    {
        let numbers = try ArgumentValue.ids(parsed.arguments, for: "<id>", path: parsed.path)
        self.init(ids: numbers.compactMap(Item.ID.init(rawValue:)), json: parsed.has("json"), change: change)
    }

    /// The grammar of a command that changes the items it names: `crew items NAME ID... [--json]`.
    static func spec(
        name: String, abstract: String, changed: String, extraOptions: [OptionSpec] = []
    ) -> CommandSpec {
        CommandSpec(
            name: name, abstract: abstract,
            arguments: [
                ArgumentSpec(
                    name: "id",
                    help: "The items' ids. All of them change, or none: one unknown id changes nothing.",
                    isRepeating: true)
            ],
            options: extraOptions + [
                .flag(
                    "json",
                    help: "Print the \(changed) items as JSON (an object for one id, an array for several).")
            ])
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let viewModel: ItemListViewModel
        do {
            viewModel = try context.container.makeItemListViewModel()
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        await change(viewModel, ids)
        if let error = viewModel.state.error { return context.fail(error) }
        let changed = viewModel.state.changed
        if json {
            let objects = changed.map(ItemRowFormat.json)
            context.console.print(
                ids.count == 1 && objects.count == 1
                    ? objects[0] : "[" + objects.joined(separator: ", ") + "]")
        } else if let confirmation = viewModel.state.confirmation {
            context.console.print(confirmation)
        }
        return .success
    }
}
