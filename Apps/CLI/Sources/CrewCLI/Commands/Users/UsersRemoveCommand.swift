import Domain
import Presentation

/// `crew users remove USER [--reassign-to USER | --release-items] [--yes]`
struct UsersRemoveCommand: CrewCommand {
    static let user = Argument<UserReference>(
        "user", help: "The user: an id, an email, or the start of one user's name.")
    static let reassignTo = Option<UserReference>(
        "reassign-to", "user", help: "Give the user's items to this user (an id, an email or a name's start)."
    )
    static let releaseItems = Flag("release-items", help: "Leave the user's items without an owner.")
    static let yes = Flag(
        "yes", short: "y", help: "Do not ask before removing (crew asks only on a terminal).")
    static let spec = CommandSpec(
        name: "remove",
        abstract:
            "Remove a user. A user who owns items is removed only if the items are reassigned or released.",
        parameters: [user, reassignTo, releaseItems, yes],
        exclusiveOptions: [ExclusiveOptions([reassignTo, releaseItems])], command: Self.self,
        examples: [
            "crew users remove 7", "crew users remove bob --reassign-to chl",
            "crew users remove 7 --release-items --yes",
        ])

    let user: UserReference
    let handover: HandoverChoice
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        user = try parsed.value(Self.user)
        if let heir = try parsed.value(Self.reassignTo) {
            handover = .reassign(heir)
        } else {
            handover = parsed.isSet(Self.releaseItems) ? .release : .refuse
        }
        confirmed = parsed.isSet(Self.yes)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        if !confirmed {
            let named = Self.describe(user)
            let question =
                switch handover {
                case .refuse: "Remove \(named)?"
                case .reassign(let heir): "Remove \(named) and give their items to \(Self.describe(heir))?"
                case .release: "Remove \(named) and leave their items without an owner?"
                }
            guard ConfirmationPrompt(console: context.console).allows(question) else {
                throw context.failure(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        let viewModel = try context.open { try $0.makeUserListViewModel() }
        await viewModel.remove(user, handover: handover)
        if var error = viewModel.state.error {
            if error.kind == .conflict, handover == .refuse, error.message.contains("still owns") {
                error = UserFacingError(
                    message: error.message + " Use --reassign-to <user> or --release-items.", kind: error.kind
                )
            }
            throw context.failure(error)
        }
        context.console.print(viewModel.state.confirmation ?? "")
    }

    /// "user 3", "user ada@example.org", "user “chl”": how the question names who is meant.
    private static func describe(_ reference: UserReference) -> String {
        switch reference {
        case .id(let id): "user \(id)"
        case .email(let email): "user \(email)"
        case .namePrefix(let start): "the user “\(start)”"
        }
    }
}
