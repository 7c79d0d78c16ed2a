import CommandGrammar
import Domain
import Presentation

/// A command that makes one change to every item it names, `crew items VERB <id> ... [--json]`:
/// its grammar (`ItemChange`), reading and running are written once here; a command says only
/// which change it makes.
protocol BulkItemCommand: CrewCommand {
    static var change: ItemChange { get }
    /// What the question before several items calls the change.
    static var bulkChange: BulkChange { get }
    /// The ids as given: each an id, or `-` for standard input's.
    var selection: [ItemSelectionWord] { get }
    var json: JSONOutput? { get }
    /// `--yes`: no question before several items.
    var confirmed: Bool { get }
    /// The listing's filters, given instead of ids (`nil`: ids were given).
    var filter: ItemListRequest? { get }
    /// The items filters choose when they name no status: `done` takes pending items, `reopen`
    /// done ones.
    static var filteredStatus: ItemStatusFilter { get }
    init(selection: [ItemSelectionWord], filter: ItemListRequest?, json: JSONOutput?, confirmed: Bool)
    /// The change, made through the one-shot change view model.
    static func perform(_ target: ItemTarget, on viewModel: ItemChangeViewModel) async
}

extension BulkItemCommand {
    init(_ parsed: ParsedCommand) throws(UsageError) {
        var filter = try ItemChange.filter(parsed)
        if filter?.status == .all, filter?.overdue == false { filter?.status = Self.filteredStatus }
        self.init(
            selection: try parsed.values(Self.change.ids), filter: filter,
            json: try parsed.json(Self.change.json),
            confirmed: parsed.isSet(Self.change.yes))
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let choice = try ItemChange.choice(selection, filter: filter, context)
        let question = BulkQuestion(
            change: Self.bulkChange, confirmed: confirmed, typedEachID: ItemChange.typedEachID(selection))
        try await ItemChange.run(context, json: json, asArray: true, choice: choice, asking: question) {
            await Self.perform($1, on: $0)
        }
    }
}
