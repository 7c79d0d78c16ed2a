/// Why a line typed at the shell prompt is not an instruction.
struct ShellInputError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
