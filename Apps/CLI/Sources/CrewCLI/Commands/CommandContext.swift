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

    /// How lists print: JSON when asked, a table on a terminal, TSV otherwise.
    func outputMode(json: Bool) -> OutputMode {
        json ? .json : (console.outputIsTerminal ? .table : .tsv)
    }

    /// Reports a failure: invalid input as a usage error (exit 64), anything else as exit 1.
    func fail(_ error: UserFacingError) -> ExitStatus {
        if error.kind == .invalidInput {
            return usageError(error.message)
        }
        console.printError(style.red("Error:") + " " + error.message)
        return .failure
    }

    /// Reports an error from building the composition (a store that cannot be opened...).
    func fail(_ error: any Error) -> ExitStatus {
        if let facing = error as? UserFacingError { return fail(facing) }
        return fail(UserFacingError(message: ErrorMessage.describing(error), kind: .other))
    }

    func usageError(_ message: String) -> ExitStatus {
        UsageReport(help: help, style: style).print(UsageError(message, path: path), on: console)
        return .usage
    }

    /// Prints a change: the entity as JSON with `--json`, else the one-line confirmation.
    func confirm(_ line: String?, json: String?, asJSON: Bool) {
        if asJSON, let json {
            console.print(json)
        } else if let line {
            console.print(line)
        }
    }
}
