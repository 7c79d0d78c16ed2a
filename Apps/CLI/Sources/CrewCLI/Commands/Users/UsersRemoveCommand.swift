import Domain
import Presentation

/// `crew users remove ID [--reassign-to ID | --release-items] [--yes]`
struct UsersRemoveCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "remove",
        abstract:
            "Remove a user. A user who owns items is removed only if the items are reassigned or released.",
        arguments: [ArgumentSpec(name: "id", help: "The user's id.")],
        options: [
            .value("reassign-to", "id", help: "Give the user's items to this user."),
            .flag("release-items", help: "Leave the user's items without an owner."),
            .flag("yes", short: "y", help: "Do not ask before removing (crew asks only on a terminal)."),
        ],
        exclusiveOptions: [ExclusiveOptions(names: ["reassign-to", "release-items"])]
    )

    let id: Int
    let handover: ItemHandover
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ArgumentValue.id(parsed.arguments[0], for: "<id>", path: parsed.path)
        if let heir = parsed.value("reassign-to") {
            let heirID = try ArgumentValue.userID(heir, for: "--reassign-to <id>", path: parsed.path)
            handover = .reassign(to: heirID)
        } else {
            handover = parsed.has("release-items") ? .release : .refuse
        }
        confirmed = parsed.has("yes")
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        if !confirmed {
            let question =
                switch handover {
                case .refuse: "Remove user \(id)?"
                case .reassign(let heir): "Remove user \(id) and give their items to user \(heir)?"
                case .release: "Remove user \(id) and leave their items without an owner?"
                }
            guard ConfirmationPrompt(console: context.console).allows(question) else {
                return context.fail(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        do {
            let viewModel = try context.container.makeUserListViewModel()
            context.tracer.watch(viewModel.observe)
            await viewModel.remove(id, handingItemsOver: handover)
            if var error = viewModel.state.error {
                if error.kind == .conflict, handover == .refuse {
                    error = UserFacingError(
                        message: error.message + " Use --reassign-to <id> or --release-items.",
                        kind: error.kind)
                }
                return context.fail(error)
            }
            context.console.print(viewModel.state.confirmation ?? "")
            return .success
        } catch {
            return context.fail(error)
        }
    }
}
