import CommandGrammar
import Presentation

/// `crew undo [--list [--limit N]]`: reverse the last change, or show the recent ones.
struct UndoCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let list = Flag("list", help: "Show the recent changes instead, newest first (as 'crew log').")
        let limit = Option<PositiveCount>(
            "limit", "n", short: "n", help: "With --list, how many changes to show (default: 20).")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [list, limit] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "undo",
        abstract: "Reverse the most recent change; again to go further back.",
        discussion:
            "Every change to users and items (an import, a user's removal with their items) is one change, and comes back exactly as it was, with the same ids. crew keeps the last 1,000 changes. An API keeps no journal, so there is nothing to undo there.",
        declared: declared, command: Self.self,
        examples: ["crew undo", "crew undo --list --limit 5"])

    /// `nil` to undo; the number of changes to list otherwise.
    let listing: ChangeHistory?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let limit = try parsed.value(Self.declared.limit)
        guard parsed.isSet(Self.declared.list) else {
            if limit != nil { throw UsageError("The option '--limit' goes with '--list'", path: parsed.path) }
            listing = nil
            return
        }
        listing = ChangeHistory(limit: limit)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        if let listing {
            try await listing.run(context)
            return
        }
        let state = try await context.perform({ try $0.makeUndoViewModel() }, then: { await $0.undo() })
        context.console.print(state.confirmation ?? "")
    }
}
