import CommandGrammar
import DataLayer
import Domain

/// `crew items assign ID (--user USER | --none) [--json]`
struct ItemsAssignCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let id = Argument<Item.ID>("id", help: "The item's id.")
        let user = Option<UserReference>(
            "user", "user", short: "u",
            help: "Who will own it: an id, an email, or the start of one user's name."
        )
        let none = Flag("none", help: "Leave it without an owner.")
        let json = JSONFlag(
            ItemJSON.keys, printing: "Print the changed item as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [id, user, none, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "assign", abstract: "Give an item to a user, or to nobody.",
        declared: declared,
        exclusiveOptions: [ExclusiveOptions([declared.user, declared.none], isRequired: true)],
        command: Self.self,
        examples: ["crew items assign 42 --user chl", "crew items assign 42 --none"])

    let id: Item.ID
    let owner: UserReference?
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.value(Self.declared.id)
        owner = try parsed.user(Self.declared.user)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        try await ItemChange.run(context, json: json) { await $0.assign(id, to: owner) }
    }
}
