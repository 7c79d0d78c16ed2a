/// `crew items remove ID... [--json]`
struct ItemsRemoveCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "remove",
        abstract: "Remove items.",
        arguments: [ArgumentSpec(name: "id", help: "The items' ids.", isRepeating: true)],
        options: [
            .flag(
                "json", help: "Print the removed items as JSON (an object for one id, an array for several).")
        ]
    )

    let ids: [Int]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        ids = try ArgumentValue.ids(parsed.arguments, for: "<id>", path: parsed.path)
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await ItemChange(ids: ids, json: json) { viewModel, id in await viewModel.remove(id) }.run(context)
    }
}
