import Domain
import Presentation

/// `crew users remove ID [--reassign-to ID | --release-items] [--yes]`
struct UsersRemoveCommand: CrewCommand {
    static let id = Argument<User.ID>("id", help: "The user's id.")
    static let reassignTo = Option<User.ID>("reassign-to", "id", help: "Give the user's items to this user.")
    static let releaseItems = Flag("release-items", help: "Leave the user's items without an owner.")
    static let yes = Flag(
        "yes", short: "y", help: "Do not ask before removing (crew asks only on a terminal).")
    static let spec = CommandSpec(
        name: "remove",
        abstract:
            "Remove a user. A user who owns items is removed only if the items are reassigned or released.",
        parameters: [id, reassignTo, releaseItems, yes],
        exclusiveOptions: [ExclusiveOptions([reassignTo, releaseItems])], command: Self.self)

    let id: User.ID
    let handover: ItemHandover
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.id)
        if let heir = try parsed.value(Self.reassignTo) {
            handover = .reassign(to: heir)
        } else {
            handover = parsed.isSet(Self.releaseItems) ? .release : .refuse
        }
        confirmed = parsed.isSet(Self.yes)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        if !confirmed {
            let question =
                switch handover {
                case .refuse: "Remove user \(id)?"
                case .reassign(let heir): "Remove user \(id) and give their items to user \(heir)?"
                case .release: "Remove user \(id) and leave their items without an owner?"
                }
            guard ConfirmationPrompt(console: context.console).allows(question) else {
                throw context.failure(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        let viewModel = try context.open { try $0.makeUserListViewModel() }
        await viewModel.remove(id, handingItemsOver: handover)
        if var error = viewModel.state.error {
            if error.kind == .conflict, handover == .refuse {
                error = UserFacingError(
                    message: error.message + " Use --reassign-to <id> or --release-items.", kind: error.kind)
            }
            throw context.failure(error)
        }
        context.console.print(viewModel.state.confirmation ?? "")
    }
}
