import Presentation

/// The process's text streams and what the terminal around them is like.
@MainActor
public final class Console {
    let output: any TextOutput
    let errors: any TextOutput
    let input: any LineInput
    let outputIsTerminal: Bool
    let inputIsTerminal: Bool
    /// Columns of the terminal, when standard output is one.
    let width: Int?
    /// Rows of the terminal, when standard output is one.
    let height: Int?

    init(
        output: any TextOutput, errors: any TextOutput, input: any LineInput, outputIsTerminal: Bool,
        inputIsTerminal: Bool, width: Int?, height: Int? = nil
    ) {
        self.output = output
        self.errors = errors
        self.input = input
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.width = width
        self.height = height
    }

    func print(_ line: String) {
        // Written as it is: `line + "\n"` copied a bulk change's whole confirmation.
        output.write(line)
        output.write("\n")
    }

    /// `Error: MESSAGE` on standard error, on one line: what the message quotes from outside (a
    /// path, a typed word) has its control characters escaped, so it cannot draw another line.
    func printError(message: String, style: Style) {
        printError(style.red("Error:") + " " + MessageText.escaped(message))
    }

    func printError(_ line: String) {
        output.flush()
        errors.write(line + "\n")
        errors.flush()
    }

    func flush() {
        output.flush()
        errors.flush()
    }

    /// The error a command ends with when standard output did not take what it printed (a
    /// full disk, a closed descriptor); `nil` when all of it was written, or the reader left.
    func outputFailure() -> String? {
        output.flush()
        return output.failure?.reason.map { "Cannot write to standard output: \($0)." }
    }

    /// Whether standard output stopped taking text (failed, or its reader went away): a command
    /// that writes much (an export) stops there instead of reading the rest for nothing.
    var outputStopped: Bool { output.failure != nil }
}
