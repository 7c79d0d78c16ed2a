import Presentation

/// Runs one change per id through an item list view model, printing a line (or a JSON object)
/// for each; a failure on one id is reported and the others still run. Exit 1 if any failed.
@MainActor
struct ItemChange {
    let ids: [Int]
    let json: Bool
    let change: (ItemListViewModel, Int) async -> Void

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
