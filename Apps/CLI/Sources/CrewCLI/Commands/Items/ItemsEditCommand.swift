import CommandGrammar
import DataLayer
import Domain
import Presentation

/// `crew items edit ID [--name NAME] [--user USER | --none] [--due DATE | --no-due]
/// [--priority P | --no-priority] [--tag TAG]... [--untag TAG]... [--every PERIOD | --no-every]
/// [--estimate DURATION | --no-estimate] [--json]`
struct ItemsEditCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let ids = RepeatedArgument<ItemSelectionWord>("id", help: ItemSelectionWord.help)
        let name = Option<ItemName>("name", "name", help: "A new name (1 to 200 characters, one line).")
        let user = Option<UserReference>(
            "user", "user", short: "u", help: "A new owner: an id, an email, or the start of one user's name."
        )
        let none = Flag("none", help: "Leave it without an owner.")
        let due = Option<EditedDueDay>(
            "due", "date", short: "d",
            help:
                "A new due day: YYYY-MM-DD, today, tomorrow, +3d, +2w, +1m, eow, eom, or a weekday (fri); due+1w moves each item's own day, as --postpone 1w."
        )
        let noDue = Flag("no-due", help: "Take its due day away.")
        let postpone = Option<TypedDay>(
            "postpone", "duration",
            help:
                "Move each item's own due day by this much: 1w, 3d, 2m, -1d (one without a due day counts from today)."
        )
        let priority = Option<Priority>(
            "priority", "priority", short: "p", help: "A new priority: high, medium or low (or h, m, l).")
        let noPriority = Flag("no-priority", help: "Take its priority away.")
        let tag = RepeatedOption<Tag>("tag", "tag", short: "t", help: "Add a tag; give --tag again for more.")
        let untag = RepeatedOption<Tag>(
            "untag", "tag", short: "T", help: "Take a tag away; give --untag again for more.")
        let every = Option<Recurrence>(
            "every", "period",
            help: "Make it recur: day, week, month, year, weekdays, N days or N weeks (it needs a due day).")
        let noEvery = Flag("no-every", help: "Stop it recurring.")
        let estimate = Option<PlainFieldArgument<Estimate>>(
            "estimate", "duration", help: "A new estimate: 90m, 1h30m or 2h (up to 8760h).")
        let noEstimate = Flag("no-estimate", help: "Take its estimate away.")
        let yes = ItemChange.yesFlag()
        let json = JSONFlag(
            ItemJSON.keys, printing: "Print the changed item as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] {
            [
                ids, name, user, none, due, noDue, postpone, priority, noPriority, tag, untag, every, noEvery,
                estimate,
                noEstimate, yes, json,
            ]
        }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "edit",
        abstract: "Change any of an item's fields at once, or the same fields of several items.",
        declared: declared,
        exclusiveOptions: [
            ExclusiveOptions([declared.user, declared.none]),
            ExclusiveOptions([declared.due, declared.noDue, declared.postpone]),
            ExclusiveOptions([declared.priority, declared.noPriority]),
            ExclusiveOptions([declared.every, declared.noEvery]),
            ExclusiveOptions([declared.estimate, declared.noEstimate]),
        ],
        command: Self.self,
        examples: [
            "crew items edit 42 --due +2d --priority high",
            "crew items edit 42 --none --no-due --untag home --tag errands",
            "crew items edit 3 4 9 --due mon",
            "crew ls --tag sprint --pending | crew edit - --postpone 1w",
            "crew edit -t sprint --due due+1w",
        ])

    let selection: [ItemSelectionWord]
    let request: ItemEditRequest
    let json: JSONOutput?
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        confirmed = parsed.isSet(Self.declared.yes)
        selection = try parsed.values(Self.declared.ids)
        var request = ItemEditRequest(
            name: try parsed.value(Self.declared.name), addedTags: try parsed.values(Self.declared.tag),
            removedTags: try parsed.values(Self.declared.untag))
        if let user = try parsed.user(Self.declared.user) { request.owner = .set(user) }
        if parsed.isSet(Self.declared.none) { request.owner = .clear }
        if let due = try parsed.value(Self.declared.due) {
            do {
                if due.movesOwnDay {
                    request.postpone = try Postponement(due.typed, today: parsed.today)
                } else {
                    request.due = .set(try due.typed.day(today: parsed.today))
                }
            } catch {
                throw UsageError(
                    "The value '\(due.typed.text)' is invalid for '--due <date>': "
                        + ArgumentValueError(describing: error).reason, path: parsed.path)
            }
        }
        if parsed.isSet(Self.declared.noDue) { request.due = .clear }
        if let duration = try parsed.value(Self.declared.postpone) {
            do {
                request.postpone = try Postponement(duration.typed, today: parsed.today)
            } catch {
                throw UsageError(
                    "The value '\(duration.text)' is invalid for '--postpone <duration>': "
                        + ArgumentValueError(describing: error).reason, path: parsed.path)
            }
        }
        if let priority = try parsed.value(Self.declared.priority) { request.priority = .set(priority) }
        if parsed.isSet(Self.declared.noPriority) { request.priority = .clear }
        if let every = try parsed.value(Self.declared.every) { request.every = .set(every) }
        if parsed.isSet(Self.declared.noEvery) { request.every = .clear }
        if let estimate = try parsed.value(Self.declared.estimate) {
            request.plain.append(PlainFieldChange(.estimate, to: estimate.value.plainValue))
        }
        if parsed.isSet(Self.declared.noEstimate) {
            request.plain.append(PlainFieldChange(.estimate, to: nil))
        }
        guard !request.isEmpty else {
            throw UsageError(
                "Nothing to change: give --name, --user, --none, --due, --no-due, --postpone, --priority, --no-priority, --tag, --untag, --every, --no-every, --estimate or --no-estimate",
                path: parsed.path)
        }
        self.request = request
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let ids = try ItemChange.ids(selection, context)
        let asArray = ItemChange.printsArray(selection)
        let question = BulkQuestion(
            change: .edit, confirmed: confirmed, typedEachID: ItemChange.typedEachID(selection))
        try await ItemChange.run(context, json: json, asArray: asArray, choice: .ids(ids), asking: question) {
            await $0.edit($1, request)
        }
    }
}
