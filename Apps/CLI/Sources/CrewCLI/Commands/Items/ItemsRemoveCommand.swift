/// `crew items remove ID... [--json]`
struct ItemsRemoveCommand: CrewCommand {
    static let spec = ItemChange.spec(name: "remove", abstract: "Remove items.", changed: "removed")

    private let change: ItemChange

    init(_ parsed: ParsedCommand) throws(UsageError) {
        change = try ItemChange(parsed) { viewModel, id in await viewModel.remove(id) }
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await change.run(context)
    }
}
