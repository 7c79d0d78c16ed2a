import CommandGrammar
import Domain
import Presentation

/// `crew items add NAME [--user USER] [--due DATE] [--priority high|medium|low] [--tag TAG]... [--json]`
struct ItemsAddCommand: CrewCommand {
    static let name = Argument<ItemName>("name", help: "What the item says (1 to 200 characters, one line).")
    static let user = Option<UserReference>(
        "user", "user", short: "u",
        help: "Who owns it: an id, an email, or the start of one user's name (default: nobody).")
    static let due = Option<TypedDay>(
        "due", "date", help: "When it is due: YYYY-MM-DD, today, tomorrow, +3d, +2w, or a weekday (fri).")
    static let priority = Option<Priority>(
        "priority", "priority", help: "high, medium or low (default: none).")
    static let tag = RepeatedOption<Tag>(
        "tag", "tag", help: "A tag (a-z, 0-9, - and _; up to 16); give --tag again for more.")
    static let json = Flag("json", help: "Print the added item as JSON.")
    static let spec = CommandSpec(
        name: "add", abstract: "Add an item.", parameters: [name, user, due, priority, tag, json],
        command: Self.self,
        examples: [
            "crew items add \"Buy milk\"",
            "crew items add \"Ship 1.2\" --user chl --due fri --priority high --tag release",
        ])

    let request: NewItemRequest
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let tags = try parsed.tags(Self.tag)
        request = NewItemRequest(
            name: try parsed.value(Self.name), owner: try parsed.value(Self.user),
            due: try parsed.day(Self.due),
            priority: try parsed.value(Self.priority), tags: tags)
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, json: json) { await $0.add(request) }
    }
}
