/// `crew items done ID... [--json]`
struct ItemsDoneCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "done",
        abstract: "Mark items done.",
        arguments: [ArgumentSpec(name: "id", help: "The items' ids.", isRepeating: true)],
        options: [
            .flag(
                "json", help: "Print the changed items as JSON (an object for one id, an array for several).")
        ]
    )

    let ids: [Int]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        ids = try ArgumentValue.ids(parsed.arguments, for: "<id>", path: parsed.path)
        json = parsed.has("json")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        await ItemChange(ids: ids, json: json) { viewModel, id in await viewModel.complete(id) }.run(context)
    }
}
