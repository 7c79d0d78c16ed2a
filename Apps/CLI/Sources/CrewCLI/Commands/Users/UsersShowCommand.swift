import Domain
import Presentation

/// `crew users show ID [--json]`
struct UsersShowCommand: CrewCommand {
    static let id = Argument<User.ID>("id", help: "The user's id.")
    static let json = Flag("json", help: "Print the user as JSON.")
    static let spec = CommandSpec(
        name: "show", abstract: "Show a user and how many items they own.", parameters: [id, json],
        command: Self.self)

    let id: User.ID
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.id)
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let state = try await context.perform(
            { try $0.makeUserDetailViewModel() }, then: { await $0.load(id) })
        guard let user = state.user else { throw CommandExit(.failure) }
        switch context.outputMode(json: json) {
        case .json: context.console.print(UserRowFormat.json(user))
        case .tsv: context.console.print(UserRowFormat.tsv(user))
        case .table:
            context.console.print(context.style.bold("User \(user.id): \(user.name)") + " <\(user.email)>")
            context.console.print(state.itemsSummary)
        }
    }
}
