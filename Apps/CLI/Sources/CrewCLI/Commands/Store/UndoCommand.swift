import CommandGrammar
import Domain
import Presentation

/// `crew undo [N] [--any] [--list [--limit N]]`: reverse your last change (or change N, or the
/// newest of all), or show the recent ones.
struct UndoCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let change = Argument<PositiveCount>(
            "change", help: "The number of the change to undo (crew log lists them).", isOptional: true)
        let any = Flag("any", help: "Undo the newest change, whoever made it.")
        let force = Flag(
            "force",
            help:
                "Undo it even over a later change to the same records: each field it set goes back as it was, the rest stays as later changes left it, and the undo is journaled as a change of its own."
        )
        let list = Flag("list", help: "Show the recent changes instead, newest first (as 'crew log').")
        let limit = Option<PositiveCount>(
            "limit", "n", short: "n", help: "With --list, how many changes to show (default: 20).")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [change, any, force, list, limit] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "undo",
        abstract: "Reverse your most recent change; again to go further back.",
        discussion:
            "Every change to users and items (an import, a user's removal with their items) is one change, and comes back exactly as it was, with the same ids. Each change is journaled with its author (the config file's 'me', else your login name): 'crew undo' takes back your own newest change, so a teammate's later work on a shared store stays; --any takes back the newest of all, and N the change numbered N. An undo is refused, and changes nothing, when a later change touched the same record: undo that one first, or add --force to put back each field the change set over what came later (journaled, so that it can be undone in turn). crew keeps the last 1,000 changes. An API keeps no journal, so there is nothing to undo there.",
        declared: declared, command: Self.self,
        examples: [
            "crew undo", "crew undo --any", "crew undo 12", "crew undo 11 --force",
            "crew undo --list --limit 5",
        ])

    /// `nil` to undo; the number of changes to list otherwise.
    let listing: ChangeHistory?
    /// Which change to undo, without the author (known once the configuration is).
    let choice: (number: Int?, any: Bool)
    /// Whether it is applied over later changes to its records (`--force`).
    let force: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let limit = try parsed.value(Self.declared.limit)
        let number = try parsed.valueIfGiven(Self.declared.change)?.value
        let any = parsed.isSet(Self.declared.any)
        if number != nil, any {
            throw UsageError("Give a change's number or --any, not both", path: parsed.path)
        }
        choice = (number, any)
        force = parsed.isSet(Self.declared.force)
        guard parsed.isSet(Self.declared.list) else {
            if limit != nil { throw UsageError("The option '--limit' goes with '--list'", path: parsed.path) }
            listing = nil
            return
        }
        if number != nil || any || force {
            throw UsageError(
                "The option '--list' lists the changes: it takes no change to undo", path: parsed.path)
        }
        listing = ChangeHistory(limit: limit)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        if let listing {
            try await listing.run(context)
            return
        }
        let undoing: UndoChoice =
            if let number = choice.number {
                .number(number)
            } else if choice.any {
                .newest
            } else {
                .newestBy(context.container.configuration.author)
            }
        let state = try await context.perform(
            { try $0.makeUndoViewModel() }, then: { await $0.undo(undoing, force: force) })
        context.console.print(state.confirmation ?? "")
    }
}
