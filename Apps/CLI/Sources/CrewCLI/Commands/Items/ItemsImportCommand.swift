import CommandGrammar
import DataLayer
import Presentation

/// `crew items import FILE|- [--json]`: all the items of a file, in one transaction, or none.
struct ItemsImportCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let file = Argument<FileName>("file", help: "The file to read, or - for standard input.")
        let json = JSONFlag(
            ItemJSON.keys, printing: "Print the imported items as a JSON array.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [file, json] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "import",
        abstract: "Add the items of a file, all or nothing.",
        discussion:
            "The file is a JSON array in the --json schema ({\"id\", \"name\", \"done\", \"owner\", \"due\", \"priority\", \"tags\", \"created\", \"completed\"}; only \"name\" is required; an \"id\" is kept, so a listing can be restored), JSON objects one per line (JSON Lines), or TSV as 'items list' prints it (id, status, owner, name, then optionally due, priority, tags; a line with one field is a name). The format is told from the content. A bad record stops the import with its line number, and nothing is added.",
        declared: declared, command: Self.self,
        examples: [
            "crew items import todo.json", "crew items list | crew --store other.sqlite3 items import -",
        ])

    let file: String
    let json: JSONOutput?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        file = try parsed.value(Self.declared.file).path
        json = try parsed.json(Self.declared.json)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let input = InputFile(name: file)
        let bytes: [UInt8]
        do {
            bytes = try input.read(from: context.console)
        } catch {
            throw context.failure(input.cannotRead(error))
        }
        let records: [ImportRecord]
        do {
            records = try ItemImportParser.parse(bytes)
        } catch {
            // The file, not the command line, is wrong: exit 1 without a usage line, as `crew import`.
            throw context.failure(
                UserFacingError(
                    message: "Cannot import \(input.description), \(error.description)", kind: .other))
        }
        let viewModel = try context.open { try $0.makeItemImportViewModel() }
        await viewModel.run(records.map(\.item))
        let state = viewModel.state
        if let error = state.error {
            if state.isPartial { throw context.failure(error) }
            let line = state.failedIndex.map { "line \(records[$0].line): " } ?? ""
            throw context.failure(
                UserFacingError(message: "Nothing was imported; \(line)\(error.message)", kind: error.kind))
        }
        if let json {
            context.console.print(
                "[" + state.imported.map { ItemJSON.object($0, only: json.keys) }.joined(separator: ",\n ")
                    + "]")
        } else if let confirmation = state.confirmation {
            context.console.print(confirmation)
        }
    }
}
