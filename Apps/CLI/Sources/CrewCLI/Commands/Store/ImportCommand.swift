import CommandGrammar
import DataLayer
import Presentation

/// `crew import [--replace [--yes]] FILE|-`: merges a backup written by `crew export` into the
/// store, or makes the store what the backup holds, all or nothing.
struct ImportCommand: CrewCommand {
    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let file = Argument<FileName>("file", help: "The backup to read, or - for standard input.")
        let replace = Flag(
            "replace",
            help:
                "Make the store what the backup holds: every user and item here goes first (one change: crew undo puts them back)."
        )
        let yes = Flag("yes", short: "y", help: "Do not ask before replacing (crew asks only on a terminal).")

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [file, replace, yes] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "import",
        abstract: "Merge a backup written by 'crew export' into the store, or replace the store with it.",
        discussion:
            "Into an empty store every id is kept. Into a store with data, the backup is merged in: a user whose e-mail is already there is that user (the stored name is kept), the others are added, items get new ids, each item keeps its owner through the e-mail, and an item already here (the same identity) is left as it is; nothing here is removed. With --replace the store becomes what the backup holds, ids and all, after a question at a terminal. Either way it is all or nothing, and one change: crew undo takes it back. A bad document is refused with its line, and nothing is added.",
        declared: declared, command: Self.self,
        examples: [
            "crew import backup.json", "crew import --replace backup.json",
            "crew --store new.sqlite3 import - < backup.json",
        ])

    let file: InputFile
    let replacing: Bool
    let confirmed: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        file = InputFile(name: try parsed.value(Self.declared.file).path)
        replacing = parsed.isSet(Self.declared.replace)
        confirmed = parsed.isSet(Self.declared.yes)
        if confirmed, !replacing {
            throw UsageError("--yes answers --replace's question: give it with --replace", path: parsed.path)
        }
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
        // A question at a terminal only (a backup read from standard input leaves none to answer on).
        if replacing, !confirmed, context.console.inputIsTerminal, file.name != "-" {
            let question = await viewModel.replacementQuestion(for: backup.document)
            _ = try context.check(viewModel.state)
            if let question, !ConfirmationPrompt(console: context.console).allows(question) {
                throw context.failure(UserFacingError(message: "Nothing was replaced.", kind: .other))
            }
        }
        await viewModel.run(backup.document, replacing: replacing)
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
