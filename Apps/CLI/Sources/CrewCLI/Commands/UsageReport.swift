import CommandGrammar

/// Prints a usage error the way swift-argument-parser does:
/// `Error: ...`, then `Usage: ...`, then where to find help.
struct UsageReport {
    let help: HelpFormatter
    let style: Style

    @MainActor
    func print(_ error: UsageError, on console: Console) {
        let spec = help.root.command(at: error.path) ?? help.root
        let command = (["crew"] + error.path).joined(separator: " ")
        console.printError(message: error.message, style: style)
        console.printError("Usage: " + help.usage(spec, path: error.path))
        console.printError("  See '\(command) --help' for more information.")
    }
}
