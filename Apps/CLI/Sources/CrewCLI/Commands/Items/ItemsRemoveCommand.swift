import Presentation

/// `crew items remove ID... [--yes] [--json]`
struct ItemsRemoveCommand: CrewCommand {
    static let spec = ItemChange.spec(
        name: "remove", abstract: "Remove items.", changed: "removed",
        extraOptions: [
            .flag(
                "yes", short: "y",
                help: "Do not ask before removing several items (crew asks only on a terminal).")
        ])

    private let change: ItemChange
    private let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        change = try ItemChange(parsed) { viewModel, ids in await viewModel.remove(ids) }
        confirmed = parsed.has("yes")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let unique = Set(change.ids)
        if unique.count > 1, !confirmed {
            let question =
                "Remove \(unique.count) items (\(change.ids.map(\.description).joined(separator: ", ")))?"
            guard ConfirmationPrompt(console: context.console).allows(question) else {
                return context.fail(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        return await change.run(context)
    }
}
