import CommandGrammar
import Domain
import Presentation

/// `crew items edit ID [--name NAME] [--user USER | --none] [--due DATE | --no-due]
/// [--priority P | --no-priority] [--tag TAG]... [--untag TAG]... [--json]`
struct ItemsEditCommand: CrewCommand {
    static let id = Argument<Item.ID>("id", help: "The item's id.")
    static let name = Option<ItemName>("name", "name", help: "A new name (1 to 200 characters, one line).")
    static let user = Option<UserReference>(
        "user", "user", short: "u", help: "A new owner: an id, an email, or the start of one user's name.")
    static let none = Flag("none", help: "Leave it without an owner.")
    static let due = Option<TypedDay>(
        "due", "date", help: "A new due day: YYYY-MM-DD, today, tomorrow, +3d, +2w, or a weekday (fri).")
    static let noDue = Flag("no-due", help: "Take its due day away.")
    static let priority = Option<Priority>(
        "priority", "priority", help: "A new priority: high, medium or low.")
    static let noPriority = Flag("no-priority", help: "Take its priority away.")
    static let tag = RepeatedOption<Tag>("tag", "tag", help: "Add a tag; give --tag again for more.")
    static let untag = RepeatedOption<Tag>(
        "untag", "tag", help: "Take a tag away; give --untag again for more.")
    static let json = Flag("json", help: "Print the changed item as JSON.")
    static let spec = CommandSpec(
        name: "edit", abstract: "Change any of an item's fields at once.",
        parameters: [id, name, user, none, due, noDue, priority, noPriority, tag, untag, json],
        exclusiveOptions: [
            ExclusiveOptions([user, none]), ExclusiveOptions([due, noDue]),
            ExclusiveOptions([priority, noPriority]),
        ],
        command: Self.self,
        examples: [
            "crew items edit 42 --due +2d --priority high",
            "crew items edit 42 --none --no-due --untag home --tag errands",
        ])

    let id: Item.ID
    let request: ItemEditRequest
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.id)
        var request = ItemEditRequest(
            name: try parsed.value(Self.name), addedTags: try parsed.values(Self.tag),
            removedTags: try parsed.values(Self.untag))
        if let user = try parsed.value(Self.user) { request.owner = .set(user) }
        if parsed.isSet(Self.none) { request.owner = .clear }
        if let due = try parsed.day(Self.due) { request.due = .set(due) }
        if parsed.isSet(Self.noDue) { request.due = .clear }
        if let priority = try parsed.value(Self.priority) { request.priority = .set(priority) }
        if parsed.isSet(Self.noPriority) { request.priority = .clear }
        guard !request.isEmpty else {
            throw UsageError(
                "Nothing to change: give --name, --user, --none, --due, --no-due, --priority, --no-priority, --tag or --untag",
                path: parsed.path)
        }
        self.request = request
        json = parsed.isSet(Self.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, json: json) { await $0.edit(id, request) }
    }
}
