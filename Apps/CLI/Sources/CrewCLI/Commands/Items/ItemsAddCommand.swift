import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew items add NAME [--user USER] [--due DATE] [--priority high|medium|low] [--tag TAG]...
/// [--every PERIOD] [--estimate DURATION] [--json]`
struct ItemsAddCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let name = Argument<ItemName>(
            "name",
            help:
                "What the item says (1 to 200 characters, one line); the words join, so quotes are optional.",
            joiningWords: true)
        let user = Option<UserReference>(
            "user", "user", short: "u",
            help: "Who owns it: an id, an email, or the start of one user's name (default: nobody).")
        let due = Option<TypedDay>(
            "due", "date", short: "d",
            help: "When it is due: YYYY-MM-DD, today, tomorrow, +3d, +2w, +1m, eow, eom, or a weekday (fri).")
        let priority = Option<Priority>(
            "priority", "priority", short: "p", help: "high, medium or low, or h, m, l (default: none).")
        let tag = RepeatedOption<Tag>(
            "tag", "tag", short: "t", help: "A tag (a-z, 0-9, - and _; up to 16); give --tag again for more.")
        let every = Option<Recurrence>(
            "every", "period",
            help:
                "Make it recur: day, week, month, year, weekdays, N days or N weeks (needs --due); done makes the next one."
        )
        let estimate = Option<PlainFieldArgument<Estimate>>(
            "estimate", "duration", help: "How long it should take: 90m, 1h30m or 2h (up to 8760h).")
        let json = JSONFlag(
            ItemJSON.keys, printing: "Print the added item as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [name, user, due, priority, tag, every, estimate, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "add", abstract: "Add an item.", declared: declared,
        command: Self.self,
        examples: [
            "crew items add Buy oat milk",
            "crew items add \"Ship 1.2\" --user chl --due fri --priority high --tag release",
            "crew add Ship the notes -u chl -d fri -p h -t release",
            "crew items add \"Water the plants\" --due mon --every week",
        ])

    let request: NewItemRequest
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let tags = try parsed.tags(Self.declared.tag)
        request = NewItemRequest(
            name: try parsed.value(Self.declared.name), owner: try parsed.user(Self.declared.user),
            due: try parsed.day(Self.declared.due),
            priority: try parsed.value(Self.declared.priority), tags: tags,
            every: try parsed.value(Self.declared.every),
            plain: try parsed.value(Self.declared.estimate).map {
                [PlainFieldChange(.estimate, to: $0.value.plainValue)]
            }
                ?? [])
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, json: json) { await $0.add(request) }
    }
}
