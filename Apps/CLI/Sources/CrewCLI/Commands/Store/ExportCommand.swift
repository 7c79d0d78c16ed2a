import Presentation

/// `crew export [FILE|-]`: the whole store as one JSON document, to a file or standard output.
struct ExportCommand: CrewCommand {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write every user and item to a backup file.",
        discussion:
            "The backup is one JSON document, {\"format\": \"crew\", \"version\": 1, \"users\": [...], \"items\": [...]}, users and items in the --json schema, by id. 'crew import' reads it back. A file that exists is replaced only if it is an earlier crew backup, and only once the new one is complete.",
        arguments: [
            ArgumentSpec(
                name: "file", help: "Where to write the backup; - or nothing for standard output.",
                isOptional: true)
        ]
    )

    let destination: String

    init(_ parsed: ParsedCommand) throws(UsageError) {
        destination = parsed.arguments.first ?? "-"
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let viewModel: StoreExportViewModel
        do {
            viewModel = try context.container.makeStoreExportViewModel()
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(viewModel.observe)
        guard destination != "-" else {
            let writer = StoreDocumentWriter { context.console.output.write($0) }
            await viewModel.export { try writer.write($0) }
            if let error = viewModel.state.error { return context.fail(error) }
            do {
                try writer.finish()
            } catch {
                return context.fail(error)
            }
            return .success
        }
        let file: ExportFile
        do {
            file = try ExportFile(replacing: destination)
        } catch {
            return context.fail(UserFacingError(message: error.description, kind: .other))
        }
        let writer = StoreDocumentWriter { try file.write($0) }
        await viewModel.export { try writer.write($0) }
        if let error = viewModel.state.error {
            file.discard()
            return context.fail(error)
        }
        do {
            try writer.finish()
            try file.commit()
        } catch {
            file.discard()
            return context.fail(error)
        }
        let confirmation = viewModel.state.confirmation ?? "Exported."
        context.console.print(String(confirmation.dropLast()) + " to \(destination).")
        return .success
    }
}
