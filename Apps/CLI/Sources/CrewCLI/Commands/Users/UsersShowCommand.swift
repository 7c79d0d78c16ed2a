import Presentation

/// `crew users show ID [--json]`
struct UsersShowCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show a user and how many items they own.",
        arguments: [ArgumentSpec(name: "id", help: "The user's id.")],
        options: [.flag("json", help: "Print the user as JSON.")]
    )

    let id: Int
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ArgumentValue.id(parsed.arguments[0], for: "<id>", path: parsed.path)
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let viewModel: UserDetailViewModel
        do {
            viewModel = try context.container.makeUserDetailViewModel()
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        await viewModel.load(id)
        if let error = viewModel.state.error { return context.fail(error) }
        guard let user = viewModel.state.user else { return .failure }
        switch context.outputMode(json: json) {
        case .json: context.console.print(UserRowFormat.json(user))
        case .tsv: context.console.print(UserRowFormat.tsv(user))
        case .table:
            context.console.print(context.style.bold("User \(user.id): \(user.name)") + " <\(user.email)>")
            context.console.print(viewModel.state.itemsSummary)
        }
        return .success
    }
}
