import CommandGrammar
import DataLayer
import Domain
import Presentation

/// What a running command works with: the console, the composition root, and how to print.
@MainActor
struct CommandContext {
    let console: Console
    let container: DependencyContainer
    let style: Style
    let path: [String]
    let help: HelpFormatter
    let tracer: StateTracer
    /// The day in the local time zone (what "today", "overdue" and typed days count from).
    let today: DueDate
    /// What an error message gains when the command line named `me` (where `me` is set).
    var explainingMe: @MainActor (String) -> String = { $0 }

    /// How lists print: JSON when asked, a table on a terminal, TSV otherwise.
    func outputMode(json: Bool) -> OutputMode {
        json ? .json : (console.outputIsTerminal ? .table : .tsv)
    }

    /// The preamble every command shares, written once: builds the view model in the composition
    /// root and traces its states (`CREW_TRACE=1`); a store that cannot be opened is reported.
    func open<Model: ViewModel>(_ make: (DependencyContainer) throws -> Model) throws(CommandExit) -> Model {
        let model: Model
        do {
            model = try make(container)
        } catch {
            throw failure(error)
        }
        tracer.watch(model.observe)
        return model
    }

    /// Opens a view model, runs one action on it, and gives back its state, or reports the
    /// state's error and ends the command.
    func perform<Model: ViewModel>(
        _ make: (DependencyContainer) throws -> Model, then action: (Model) async -> Void
    ) async throws(CommandExit) -> Model.State {
        let model = try open(make)
        await action(model)
        return try check(model.state)
    }

    /// The state, unless it holds an error: then the error is reported and the command ends.
    func check<State: ViewState>(_ state: State) throws(CommandExit) -> State {
        if let error = state.error { throw failure(error) }
        return state
    }

    /// Reports a failure and gives the exit that ends the command: invalid input as a usage error
    /// (exit 64), anything else as exit 1.
    func failure(_ error: UserFacingError) -> CommandExit {
        let message = explainingMe(error.message)
        if error.kind == .invalidInput { return usageError(message) }
        console.printError(message: message, style: style)
        return CommandExit(.failure)
    }

    /// Reports an error from building the composition (a store that cannot be opened...).
    func failure(_ error: any Error) -> CommandExit {
        if let facing = error as? UserFacingError { return failure(facing) }
        if let store = error as? StoreError, store.isMissing {
            console.printError(message: ErrorMessage.describing(error), style: style)
            return CommandExit(.noInput)
        }
        return failure(UserFacingError(message: ErrorMessage.describing(error), kind: .other))
    }

    /// Reports that the config file cannot be used or written, in one sentence naming it: exit 78.
    func configurationError(_ message: String) -> CommandExit {
        console.printError(message: message, style: style)
        return CommandExit(.configuration)
    }

    /// Reports a command line that cannot run, with the command's usage: exit 64.
    func usageError(_ message: String) -> CommandExit {
        UsageReport(help: help, style: style).print(UsageError(message, path: path), on: console)
        return CommandExit(.usage)
    }
}
