import CommandGrammar
import Domain
import Presentation

/// A command that makes one change to every item it names, `crew items VERB <id> ... [--json]`:
/// its grammar (`ItemChange`), reading and running are written once here; a command says only
/// which change it makes.
protocol BulkItemCommand: CrewCommand {
    static var change: ItemChange { get }
    /// The ids as given: each an id, or `-` for standard input's.
    var selection: [ItemSelectionWord] { get }
    var json: JSONOutput? { get }
    init(selection: [ItemSelectionWord], json: JSONOutput?)
    /// The change, made through the one-shot change view model.
    static func perform(_ ids: [Item.ID], on viewModel: ItemChangeViewModel) async
}

extension BulkItemCommand {
    init(_ parsed: ParsedCommand) throws(UsageError) {
        self.init(selection: try parsed.values(Self.change.ids), json: try parsed.json(Self.change.json))
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let ids = try ItemChange.ids(selection, context)
        try await ItemChange.run(context, json: json, asArray: true) { await Self.perform(ids, on: $0) }
    }
}
