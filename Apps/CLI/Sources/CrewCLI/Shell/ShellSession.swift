import Domain
import Presentation

/// `crew shell`: one live `ItemListViewModel`; lines read at the prompt become its actions.
///
/// On a terminal every state it emits redraws the screen (the optimistic row, then the
/// confirmed one). Through a pipe, like the `sqlite3` shell, it prints only results and errors:
/// a change's confirmation, the list a view instruction asks for, and each error on standard
/// error; every line runs, and the session exits 1 if any of them failed.
@MainActor
final class ShellSession {
    private let viewModel: ItemListViewModel
    private let console: Console
    private let style: Style
    private let today: DueDate
    private var observation: Observation?
    private var lastMessage: String?
    /// An error shown by a state while the current line ran (a piped session's failure).
    private var lineFailed = false
    /// A piped `more` on the last page said so: the rows it would show are already printed.
    private var saidLastPage = false
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
    /// The store's users as Tab offers them (ids, then e-mails), read when the session starts.
    var userCandidates: [String] = []
    /// Asks a yes-or-no question at the terminal (the line editor's prompt); `nil`: never asked.
    var ask: ((String) -> Bool)?

    init(viewModel: ItemListViewModel, console: Console, style: Style, today: DueDate) {
        self.viewModel = viewModel
        self.console = console
        self.style = style
        self.today = today
    }

    private var isInteractive: Bool { console.inputIsTerminal }

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
            switch ShellInstruction.parse(line, today: today) {
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
        case .printingJSON(let inner):
            console.print(json(after: inner))
        case .add, .edit, .done, .reopen, .rename, .assign, .remove:
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

    private func perform(_ instruction: ShellInstruction) async {
        lastMessage = nil
        switch instruction {
        case .add(let request): await viewModel.add(request)
        case .edit(let id, let request): await viewModel.edit(id, request)
        case .list(let request): await viewModel.apply(request)
        case .done(let ids): await viewModel.complete(ids)
        case .reopen(let ids): await viewModel.reopen(ids)
        case .rename(let id, let name): await viewModel.rename(id, to: name)
        case .assign(let id, let owner): await viewModel.assign(id, to: owner)
        case .printingJSON(let inner):
            await perform(inner)
            // Through a pipe the JSON is printed with the line's result (`reportPiped`).
            if isInteractive, viewModel.state.error == nil, !lineFailed {
                lastMessage = json(after: inner)
                render(viewModel.state)
            }
        case .remove(let ids, let confirmed):
            // At a terminal, several items are asked about as the command line asks, by name.
            if let ask, !confirmed, Set(ids).count > 1 {
                // A missing id is the state's error, before anything is asked.
                guard let question = await viewModel.removalQuestion(ids) else { return }
                guard ask(question) else {
                    lastMessage = "Nothing was removed."
                    render(viewModel.state)
                    return
                }
            }
            await viewModel.remove(ids)
        case .undo:
            await journal { undo in
                await undo.undo()
                await self.viewModel.load()
                return undo.state.confirmation.map { [$0] } ?? []
            }
        case .log(let limit):
            await journal { undo in
                await undo.loadHistory(limit: limit)
                let lines = ChangeHistory.lines(
                    undo.state.history, onTerminal: self.isInteractive, style: self.style)
                return lines.isEmpty ? [undo.state.emptyMessage ?? ""] : lines
            }
        case .search(let query): await viewModel.setSearch(query)
        case .filter(let status): await viewModel.setStatus(status)
        case .owner(let owner): await viewModel.setOwner(named: owner)
        case .due(let typed, let overdue):
            do {
                try await viewModel.setDue(before: typed?.day(today: today), overdue: overdue)
            } catch {
                lineFailed = true
                if isInteractive {
                    lastMessage = MessageText.escaped(ErrorMessage.describing(error))
                    render(viewModel.state)
                } else {
                    console.printError(
                        message: ErrorMessage.describing(error), style: Style(isEnabled: false))
                }
            }
        case .priority(let priority): await viewModel.setPriority(priority)
        case .tags(let tags): await viewModel.setTags(tags)
        case .sort(let sort, let reversed): await viewModel.setSort(sort, reversed: reversed)
        // At a terminal the next page replaces the rows, so the screen holds still.
        case .more:
            // On the last page there is nothing more to show: say so rather than nothing.
            guard viewModel.state.canLoadMore else {
                if isInteractive {
                    lastMessage = Self.lastPage
                    render(viewModel.state)
                } else {
                    console.print(Self.lastPage)
                    saidLastPage = true
                }
                return
            }
            if isInteractive { await viewModel.showNextPage() } else { await viewModel.loadMore() }
        case .reload: await viewModel.load()
        case .help:
            guard isInteractive else { return }
            lastMessage = ShellHelp.text
            render(viewModel.state)
        case .quit, .nothing: break
        }
    }

    /// What a `--json` line prints, as its command does: the changed items (an array for the
    /// commands that take several ids), or the items a listing shows.
    private func json(after instruction: ShellInstruction) -> String {
        let state = viewModel.state
        switch instruction {
        case .list: return ItemJSON.document(state.rows.compactMap(\.item), asArray: true)
        case .done, .reopen, .remove: return ItemJSON.document(state.changed, asArray: true)
        default: return ItemJSON.document(state.changed, asArray: false)
        }
    }

    /// Runs `action` on the journal's view model and shows what it says: at a terminal in place
    /// of the last message, through a pipe on standard output (its error on standard error).
    private func journal(_ action: (UndoViewModel) async -> [String]) async {
        let undo: UndoViewModel
        do {
            undo = try makeUndo()
        } catch {
            report(ErrorMessage.describing(error))
            return
        }
        let lines = await action(undo)
        if let error = undo.state.error {
            report(error.message)
        } else if isInteractive {
            lastMessage = lines.joined(separator: "\n")
            render(viewModel.state)
        } else {
            for line in lines { console.print(line) }
        }
    }

    /// A failure of the line being run, shown where this session shows them.
    private func report(_ message: String) {
        lineFailed = true
        if isInteractive {
            lastMessage = MessageText.escaped(message)
            render(viewModel.state)
        } else {
            console.printError(message: message, style: Style(isEnabled: false))
        }
    }

    /// Draws the list; `showingMessages: false` leaves out the last confirmation and error, which
    /// a piped session has already printed once.
    private func render(_ state: ItemListState, showingMessages: Bool = true) {
        let screen = ShellScreen(
            style: style, today: today, terminalWidth: terminalWidth, clearsFirst: console.outputIsTerminal,
            isRemote: isRemote)
        let messages =
            showingMessages ? ShellScreen.Messages(showsError: lineFailed, last: lastMessage) : nil
        console.output.write(screen.text(of: state, messages: messages))
    }
}
