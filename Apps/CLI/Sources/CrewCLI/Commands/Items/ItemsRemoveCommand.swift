import Domain
import Presentation

/// `crew items remove ID... [--yes] [--json]`
struct ItemsRemoveCommand: CrewCommand {
    static let change = ItemChange(name: "remove", abstract: "Remove items.", changed: "removed")
    static let yes = Flag(
        "yes", short: "y", help: "Do not ask before removing several items (crew asks only on a terminal).")
    static let spec = change.spec(
        extra: [yes], command: Self.self, examples: ["crew items remove 42", "crew items remove 4 7 --yes"])

    let ids: [Item.ID]
    let json: Bool
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        ids = try parsed.values(Self.change.ids)
        json = parsed.isSet(Self.change.json)
        confirmed = parsed.isSet(Self.yes)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let unique = Set(ids)
        if unique.count > 1, !confirmed {
            let question = "Remove \(unique.count) items (\(ids.map(\.description).joined(separator: ", ")))?"
            guard ConfirmationPrompt(console: context.console).allows(question) else {
                throw context.failure(UserFacingError(message: "Nothing was removed.", kind: .other))
            }
        }
        try await ItemChange.run(context, json: json, asArray: true) { await $0.remove(ids) }
    }
}
