import Presentation

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// `crew items import FILE|- [--json]`: all the items of a file, in one transaction, or none.
struct ItemsImportCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Add the items of a file, all or nothing.",
        discussion:
            "The file is a JSON array in the --json schema ({\"id\", \"name\", \"done\", \"owner\"}; only \"name\" is required; an \"id\" is kept, so a listing can be restored), JSON objects one per line (JSON Lines), or TSV as 'items list' prints it (id, status, owner, name; a line with one field is a name). The format is told from the content. A bad record stops the import with its line number, and nothing is added.",
        arguments: [ArgumentSpec(name: "file", help: "The file to read, or - for standard input.")],
        options: [.flag("json", help: "Print the imported items as a JSON array.")]
    )

    let file: String
    let json: Bool
    private let path: [String]

    init(_ parsed: ParsedCommand) throws(UsageError) {
        file = parsed.arguments[0]
        json = parsed.has("json")
        path = parsed.path
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        guard let bytes = InputFile(name: file).read(from: context.console) else {
            return context.fail(UserFacingError(message: "Cannot read the file '\(file)'.", kind: .notFound))
        }
        let records: [ImportRecord]
        do {
            records = try ItemImportParser.parse(bytes)
        } catch {
            return context.usageError(
                "Cannot import \(file == "-" ? "standard input" : file), \(error.description)")
        }
        let viewModel: ItemImportViewModel
        do {
            viewModel = try context.container.makeItemImportViewModel()
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        await viewModel.run(records.map(\.item))
        let state = viewModel.state
        if let error = state.error {
            if state.isPartial { return context.fail(error) }
            let line = state.failedIndex.map { "line \(records[$0].line): " } ?? ""
            return context.fail(
                UserFacingError(message: "Nothing was imported; \(line)\(error.message)", kind: error.kind))
        }
        if json {
            context.console.print(
                "[" + state.imported.map(ItemRowFormat.json).joined(separator: ",\n ") + "]")
        } else if let confirmation = state.confirmation {
            context.console.print(confirmation)
        }
        return .success
    }
}
