/// `crew shell`: an interactive session over one live item list.
struct ShellCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "shell",
        abstract: "Work with the item list interactively.",
        discussion:
            "Type 'help' at the prompt for the commands. Reads commands from a pipe too, one per line."
    )

    init(_ parsed: ParsedCommand) throws(UsageError) {}

    func run(_ context: CommandContext) async -> ExitStatus {
        do {
            let viewModel = try context.container.makeItemListViewModel(pageSize: 20)
            context.tracer.watch(viewModel.observe)
            let session = ShellSession(viewModel: viewModel, console: context.console, style: context.style)
            return await session.run()
        } catch {
            return context.fail(error)
        }
    }
}
