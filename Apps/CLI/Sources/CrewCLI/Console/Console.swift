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
        output.write(line + "\n")
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
}
