import Domain
import Presentation
import Terminal

/// `crew shell`: one live `ItemListViewModel`; lines read at the prompt become its actions.
///
/// On a terminal every state it emits redraws the screen (the optimistic row, then the
/// confirmed one). Through a pipe, like the `sqlite3` shell, it prints only results and errors:
/// a change's confirmation, the list a view instruction asks for, and each error on standard
/// error; every line runs, and the session exits 1 if any of them failed.
@MainActor
final class ShellSession {
    let viewModel: ItemListViewModel
    let console: Console
    let style: Style
    let today: DueDate
    /// Who `--user me` names (the config file's `me`).
    let me: UserReference?
    /// Where the config file that names `me` is.
    let configPath: String?
    private var observation: Observation?
    var lastMessage: String?
    /// An error shown by a state while the current line ran (a piped session's failure).
    var lineFailed = false
    /// A piped `more` on the last page said so: the rows it would show are already printed.
    var saidLastPage = false
    /// The error the last state held: a line fails when a state brings a new one, not when a
    /// state still carries the error of a line before it (a search after a failed `done`).
    private var errorShown: UserFacingError?
    /// At a terminal, the editor that reads lines (keys, history, completion); else `nil`.
    var lineEditor: LineEditor?
    /// Whether the list comes from an API (the first load says "connecting…").
    var isRemote = false
    /// The terminal's width now (it follows `SIGWINCH`).
    private lazy var terminalWidth: Int? = console.width
    /// Reads the terminal's size again after a resize.
    var readTerminalSize: () -> (columns: Int, rows: Int)? = { nil }
    /// The journal's view model, for `undo` and `log` (made when first needed).
    var makeUndo: () throws -> UndoViewModel = {
        throw DomainError.notSupported(reason: "there is no journal")
    }
    /// Which change `undo` takes back: the person's own newest, as `crew undo` does.
    var undoing = UndoChoice.newest
    /// The store's users as Tab offers them (ids, then e-mails), read when the session starts.
    var userCandidates: [String] = []
    /// Asks a yes-or-no question at the terminal (the line editor's prompt); `nil`: never asked.
    var ask: ((String) -> Bool)?

    init(
        viewModel: ItemListViewModel, console: Console, style: Style, today: DueDate,
        me: UserReference? = nil,
        configPath: String? = nil
    ) {
        self.viewModel = viewModel
        self.console = console
        self.style = style
        self.today = today
        self.me = me
        self.configPath = configPath
    }

    var isInteractive: Bool { console.inputIsTerminal }

    /// What `more` says when every item is shown.
    static let lastPage = "This is the last page: every item is shown."

    func run() async -> ExitStatus {
        observation = viewModel.observe { [weak self] state in
            guard let self else { return }
            if state.error != errorShown {
                if state.error != nil { lineFailed = true }
                errorShown = state.error
            }
            if isInteractive { render(state) }
        }
        await viewModel.load()
        var anyFailed = reportPiped(after: nil)
        while true {
            let line: String?
            if let lineEditor {
                console.flush()
                switch lineEditor.readLine(prompt: style.bold("crew> ")) {
                case .line(let typed): line = typed
                case .end: line = nil
                case .resized:
                    await resize()
                    continue
                case .redraw:
                    render(viewModel.state)
                    continue
                }
            } else {
                if isInteractive { console.output.write(style.bold("crew> ")) }
                console.flush()
                do {
                    line = try console.input.readLine()
                } catch {
                    // Refused as the command line refuses such an argument; the next line runs.
                    let reason = error.reason.prefix(1).uppercased() + error.reason.dropFirst()
                    console.printError(message: MessageText.sentence(reason), style: Style(isEnabled: false))
                    anyFailed = true
                    continue
                }
            }
            guard let line else { break }
            lineFailed = false
            switch ShellInstruction.parse(line, today: today, me: me, configPath: configPath) {
            case .failure(let error):
                if isInteractive {
                    lastMessage = MessageText.escaped(error.message)
                    render(viewModel.state)
                } else {
                    console.printError(message: error.message, style: Style(isEnabled: false))
                    anyFailed = true
                }
            case .success(.quit):
                observation = nil
                console.flush()
                return anyFailed ? .failure : .success
            case .success(let instruction):
                await perform(instruction)
                if reportPiped(after: instruction) { anyFailed = true }
            }
        }
        observation = nil
        console.flush()
        return anyFailed ? .failure : .success
    }

    /// Draws the screen at the terminal's new size, a page filling its height.
    private func resize() async {
        guard let size = readTerminalSize() else { return }
        terminalWidth = size.columns
        await viewModel.setPageSize(Self.pageSize(rows: size.rows))
        render(viewModel.state)
    }

    /// A page that fills the terminal, less the header, the summary, the messages and the prompt.
    static func pageSize(rows: Int?) -> Int {
        max(5, (rows ?? 28) - 8)
    }

    /// What Tab may complete the word before the cursor with (see `ShellCompletion`).
    func completions(before text: String) -> [String] {
        ShellCompletion.candidates(before: text, rows: viewModel.state.rows, users: userCandidates)
    }

    /// Through a pipe, prints what a line produced; returns whether it failed. (The initial
    /// load, `nil`, prints only an error.)
    private func reportPiped(after instruction: ShellInstruction?) -> Bool {
        guard !isInteractive else { return false }
        let state = viewModel.state
        if let error = state.error, lineFailed {
            console.printError(message: error.message, style: Style(isEnabled: false))
            return true
        }
        // Failed without a state to say so (a day typed wrong): already reported.
        if lineFailed { return true }
        switch instruction {
        case .printingJSON(let inner, let keys):
            console.print(json(after: inner, only: keys))
        case .add, .edit, .done, .reopen, .rename, .assign, .note, .remove:
            if let confirmation = state.confirmation { console.print(confirmation) }
        case .help:
            console.print(ShellHelp.text)
        case .more where saidLastPage:
            saidLastPage = false
        case .search, .filter, .owner, .due, .priority, .tags, .sort, .more, .reload, .list:
            render(state, showingMessages: false)
        case .undo, .log, .quit, .nothing, nil:
            // `undo` and `log` printed what they say themselves.
            break
        }
        return false
    }

    /// Draws the list; `showingMessages: false` leaves out the last confirmation and error, which
    /// a piped session has already printed once.
    func render(_ state: ItemListState, showingMessages: Bool = true) {
        let screen = ShellScreen(
            style: style, terminalWidth: terminalWidth, clearsFirst: console.outputIsTerminal,
            isRemote: isRemote)
        let messages =
            showingMessages ? ShellScreen.Messages(showsError: lineFailed, last: lastMessage) : nil
        console.output.write(screen.text(of: state, messages: messages))
    }
}
