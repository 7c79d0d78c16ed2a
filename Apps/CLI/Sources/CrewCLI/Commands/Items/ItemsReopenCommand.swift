/// `crew items reopen ID... [--json]`
struct ItemsReopenCommand: CrewCommand {
    static let spec = ItemChange.spec(
        name: "reopen", abstract: "Mark done items pending again.", changed: "changed")

    private let change: ItemChange

    init(_ parsed: ParsedCommand) throws(UsageError) {
        change = try ItemChange(parsed) { viewModel, ids in await viewModel.reopen(ids) }
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await change.run(context)
    }
}
