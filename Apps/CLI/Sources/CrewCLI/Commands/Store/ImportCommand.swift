import CommandGrammar
import DataLayer
import Presentation

/// `crew import FILE|-`: restores a backup written by `crew export`, all or nothing.
struct ImportCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let file = Argument<FileName>("file", help: "The backup to read, or - for standard input.")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [file] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "import",
        abstract: "Restore a backup written by 'crew export', all or nothing.",
        discussion:
            "Into an empty store every id is kept. Into a store with data, a user whose e-mail is already there is that user (the stored name is kept), the others are added, items get new ids, and each item keeps its owner through the e-mail. A bad document is refused with its line, and nothing is added.",
        declared: declared, command: Self.self,
        examples: ["crew import backup.json", "crew --store new.sqlite3 import - < backup.json"])

    let file: InputFile

    init(_ parsed: ParsedCommand) throws(UsageError) {
        file = InputFile(name: try parsed.value(Self.declared.file).path)
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let bytes: [UInt8]
        do {
            bytes = try file.read(from: context.console)
        } catch {
            throw context.failure(file.cannotRead(error))
        }
        let backup: StoreDocumentFile
        do {
            backup = try StoreDocumentReader.read(bytes, describing: ErrorMessage.describing)
        } catch {
            throw refuse(MessageText.sentence(error.description), context)
        }
        let viewModel = try context.open { try $0.makeStoreImportViewModel() }
        await viewModel.run(backup.document)
        let state = viewModel.state
        if let error = state.error {
            let line = state.failedRecord.flatMap(backup.line(of:)).map { "line \($0), " } ?? ""
            throw context.failure(
                UserFacingError(
                    message: "Nothing was imported from \(file.description): \(line)\(error.message)",
                    kind: error.kind))
        }
        context.console.print(state.confirmation ?? "")
    }

    /// A document that breaks its format's rules: exit 1, nothing added.
    private func refuse(_ reason: String, _ context: CommandContext) -> CommandExit {
        context.failure(
            UserFacingError(
                message: "Nothing was imported from \(file.description): \(reason)", kind: .invalidDocument))
    }
}
