import Presentation

/// Runs one change per id through an item list view model, printing a line (or a JSON object)
/// for each; a failure on one id is reported and the others still run. Exit 1 if any failed.
@MainActor
struct ItemChange {
    let ids: [Int]
    let json: Bool
    let change: (ItemListViewModel, Int) async -> Void

    init(ids: [Int], json: Bool, change: @escaping (ItemListViewModel, Int) async -> Void) {
        self.ids = ids
        self.json = json
        self.change = change
    }

    /// Reads `<id> ... [--json]`, checking every id before anything runs.
    init(_ parsed: ParsedCommand, change: @escaping (ItemListViewModel, Int) async -> Void) throws(UsageError)
    {
        self.init(
            ids: try ArgumentValue.ids(parsed.arguments, for: "<id>", path: parsed.path),
            json: parsed.has("json"), change: change)
    }

    /// The grammar of a command that changes the items it names: `crew items NAME ID... [--json]`.
    static func spec(name: String, abstract: String, changed: String) -> CommandSpec {
        CommandSpec(
            name: name, abstract: abstract,
            arguments: [ArgumentSpec(name: "id", help: "The items' ids.", isRepeating: true)],
            options: [
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
        var status = ExitStatus.success
        var changed: [String] = []
        for id in ids {
            await change(viewModel, id)
            if let error = viewModel.state.error {
                status = context.fail(error)
                continue
            }
            if json {
                changed.append(viewModel.state.lastChanged.map(ItemRowFormat.json) ?? "null")
            } else if let confirmation = viewModel.state.confirmation {
                context.console.print(confirmation)
            }
        }
        if json {
            context.console.print(
                changed.count == 1 && ids.count == 1
                    ? changed[0] : "[" + changed.joined(separator: ", ") + "]")
        }
        return status
    }
}
