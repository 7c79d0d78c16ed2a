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
    init(selection: [ItemSelectionWord], json: JSONOutput?, confirmed: Bool)
    /// The change, made through the one-shot change view model.
    static func perform(_ ids: [Item.ID], on viewModel: ItemChangeViewModel) async
}

extension BulkItemCommand {
    init(_ parsed: ParsedCommand) throws(UsageError) {
        self.init(
            selection: try parsed.values(Self.change.ids), json: try parsed.json(Self.change.json),
            confirmed: parsed.isSet(Self.change.yes))
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let ids = try ItemChange.ids(selection, context)
        let question = BulkQuestion(change: Self.bulkChange, ids: ids, confirmed: confirmed)
        try await ItemChange.run(context, json: json, asArray: true, asking: question) {
            await Self.perform(ids, on: $0)
        }
    }
}
