/// `crew items done ID... [--json]`
struct ItemsDoneCommand: CrewCommand {
    static let spec = ItemChange.spec(name: "done", abstract: "Mark items done.", changed: "changed")

    private let change: ItemChange

    init(_ parsed: ParsedCommand) throws(UsageError) {
        change = try ItemChange(parsed) { viewModel, ids in await viewModel.complete(ids) }
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await change.run(context)
    }
}
