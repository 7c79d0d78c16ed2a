import Presentation
import Terminal

/// What only `crew shell` needs from the composition root.
extension DependencyContainer {
    /// The line editor for `crew shell` at a terminal (`nil` elsewhere: lines are read as they come),
    /// with the history file and the token it must never keep.
    func makeLineEditor(console: Console, complete: @escaping LineEditor.Completion) -> LineEditor? {
        guard console.inputIsTerminal, console.outputIsTerminal, let terminal = TerminalMode() else {
            return nil
        }
        let token = configuration.apiToken
        let history = ShellHistory(
            path: configuration.historyPath, isSecret: { line in token?.appears(in: line) ?? false })
        let editor = LineEditor(
            terminal: terminal, keys: TerminalKeys(resizes: terminal.resizes), history: history,
            complete: complete,
            write: { text in
                console.output.write(text)
                console.output.flush()
            })
        editor.terminalSize = { Console.terminalSize() }
        return editor
    }
}
