import CommandGrammar
import DataLayer
import Domain

/// `crew items assign ID (--user USER | --none) [--json]`
struct ItemsAssignCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let ids = RepeatedArgument<ItemSelectionWord>("id", help: ItemSelectionWord.help)
        let user = Option<UserReference>(
            "user", "user", short: "u",
            help: "Who will own it: an id, an email, or the start of one user's name."
        )
        let none = Flag("none", help: "Leave it without an owner.")
        let yes = ItemChange.yesFlag()
        let json = JSONFlag(
            ItemJSON.keys, printing: "Print the changed item as JSON.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [ids, user, none, yes, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "assign", abstract: "Give items to a user, or to nobody.",
        declared: declared,
        exclusiveOptions: [ExclusiveOptions([declared.user, declared.none], isRequired: true)],
        command: Self.self,
        examples: [
            "crew items assign 42 --user chl", "crew items assign 42 --none",
            "crew items assign 3 4 --user ada",
        ])

    let selection: [ItemSelectionWord]
    let owner: UserReference?
    let json: JSONOutput?
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        confirmed = parsed.isSet(Self.declared.yes)
        selection = try parsed.values(Self.declared.ids)
        owner = try parsed.user(Self.declared.user)
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let ids = try ItemChange.ids(selection, context)
        let asArray = ItemChange.printsArray(selection)
        let question = BulkQuestion(
            change: .assign, confirmed: confirmed, typedEachID: ItemChange.typedEachID(selection))
        try await ItemChange.run(context, json: json, asArray: asArray, choice: .ids(ids), asking: question) {
            await $0.assign($1, to: owner)
        }
    }
}
