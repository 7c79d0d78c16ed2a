import CommandGrammar
import DataLayer
import Presentation

/// `crew export [FILE|-]`: the whole store as one JSON document, to a file or standard output.
struct ExportCommand: CrewCommand {
    static let onlyReads = true

    /// What the command line may say, in the order help lists it: each declaration is what
    /// `init(_:)` reads.
    struct Declared: ParameterDeclarations {
        let file = Argument<FileName>(
            "file", help: "Where to write the backup; - or nothing for standard output.", isOptional: true)

        /// Every declaration, in the order written: help lists them so (`DeclarationListTests`
        /// holds this list to the stored properties).
        var parameters: [any CommandParameter] { [file] }
    }

    static let declared = Declared()
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write every user and item to a backup file.",
        discussion:
            "The backup is one JSON document, {\"format\": \"\(StoreDocumentFile.format)\", \"version\": \(StoreDocumentFile.version), \"users\": [...], \"items\": [...]}, users and items in the --json schema, by id. 'crew import' reads it back. A file that exists is replaced only if it is an earlier crew backup, and only once the new one is complete. A backup that would leave a damaged record out is refused whole, naming each; standard output redirected to a file gets back what it held.",
        declared: declared, command: Self.self,
        examples: ["crew export backup.json", "crew export > backup.json"])

    let destination: String

    init(_ parsed: ParsedCommand) throws(UsageError) {
        destination = try parsed.valueIfGiven(Self.declared.file)?.path ?? "-"
    }

    func run(_ context: CommandContext) async throws(CommandExit) {
        let viewModel = try context.open { try $0.makeStoreExportViewModel() }
        guard destination != "-" else {
            let console = context.console
            let start = console.output.retractionPoint()
            let writer = StoreDocumentWriter { text in
                console.output.write(text)
                if console.outputStopped { throw OutputStopped() }
            }
            await viewModel.export { try writer.write($0) }
            // crew's entry point reports the write that failed, once, and exits 1.
            if console.outputStopped { throw CommandExit(.failure) }
            if let error = viewModel.state.error {
                throw context.failure(
                    writer.isStarted ? Self.takingBack(console.output, to: start, after: error) : error)
            }
            do {
                try writer.finish()
            } catch {
                throw context.failure(error)
            }
            if let notice = viewModel.state.notice { console.printError(context.style.yellow(notice)) }
            return
        }
        let file: ExportFile
        do {
            file = try ExportFile(replacing: destination)
        } catch {
            throw context.failure(UserFacingError(message: error.description, kind: .other))
        }
        let writer = StoreDocumentWriter { try file.write($0) }
        await viewModel.export { try writer.write($0) }
        if let error = viewModel.state.error {
            file.discard()
            throw context.failure(error)
        }
        do {
            try writer.finish()
            try file.commit()
        } catch {
            file.discard()
            throw context.failure(error)
        }
        let confirmation = viewModel.state.confirmation ?? "Exported."
        context.console.print(String(confirmation.dropLast()) + " to \(destination).")
        if let notice = viewModel.state.notice { context.console.printError(context.style.yellow(notice)) }
    }
}

extension ExportCommand {
    /// A backup refused after some of it went to standard output leaves none of it in a file
    /// (`crew export > backup.json`); a pipe cannot take text back, so the error says the
    /// document it took is unfinished (no import reads a document without its end).
    fileprivate static func takingBack(
        _ output: any TextOutput, to start: Int64?, after error: UserFacingError
    ) -> UserFacingError {
        guard let start else {
            return UserFacingError(
                message: error.message
                    + " What standard output took is an unfinished document, not a backup.",
                kind: error.kind)
        }
        output.retract(to: start)
        return error
    }
}

/// Standard output took no more of the backup: the export stops reading the store.
private struct OutputStopped: Error {}
