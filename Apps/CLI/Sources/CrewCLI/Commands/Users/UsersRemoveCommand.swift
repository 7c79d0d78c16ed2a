import CommandGrammar
import Domain
import Presentation

/// `crew users remove USER [--reassign-to USER | --release-items] [--yes]`
struct UsersRemoveCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let user = Argument<UserReference>(
            "user", help: "The user: an id, an email, or the start of one user's name.")
        let reassignTo = Option<UserReference>(
            "reassign-to", "user",
            help: "Give the user's items to this user (an id, an email or a name's start)."
        )
        let releaseItems = Flag("release-items", help: "Leave the user's items without an owner.")
        let yes = Flag(
            "yes", short: "y", help: "Do not ask before removing (crew asks only on a terminal).")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [user, reassignTo, releaseItems, yes] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "remove",
        abstract:
            "Remove a user. A user who owns items is removed only if the items are reassigned or released.",
        declared: declared,
        exclusiveOptions: [ExclusiveOptions([declared.reassignTo, declared.releaseItems])],
        command: Self.self,
        examples: [
            "crew users remove 7", "crew users remove bob --reassign-to chl",
            "crew users remove 7 --release-items --yes",
        ])

    let user: UserReference
    let handover: HandoverChoice
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        user = try parsed.user(Self.declared.user)
        if let heir = try parsed.user(Self.declared.reassignTo) {
            handover = .reassign(heir)
        } else {
            handover = parsed.isSet(Self.declared.releaseItems) ? .release : .refuse
        }
        confirmed = parsed.isSet(Self.declared.yes)
    }

    /// Checks everything first (who is meant, who gets the items, whether the rules allow it),
    /// then asks about exactly that on a terminal, then removes.
    func run(_ context: CommandContext) async throws(CommandExit) {
        let viewModel = try context.open { try $0.makeUserRemovalViewModel() }
        await viewModel.check(user, handover: handover)
        if var error = viewModel.state.error {
            if error.kind == .conflict, handover == .refuse, error.message.contains("still owns") {
                error = UserFacingError(
                    message: error.message + " Use --reassign-to <user> or --release-items.", kind: error.kind
                )
            }
            throw context.failure(error)
        }
        if !confirmed, let question = viewModel.state.question {
            guard ConfirmationPrompt(console: context.console).allows(question) else {
                throw context.failure(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        await viewModel.confirm()
        let state = try context.check(viewModel.state)
        context.console.print(state.confirmation ?? "")
    }
}
