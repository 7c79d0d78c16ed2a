import Domain
import Presentation
import Terminal

/// `crew ui`'s loop: keys come in (`TerminalInput`), each becomes an action of the screen's view
/// model or a change of what the keys go to (`ScreenMode`); every state the view model emits is
/// drawn as the difference from the frame before (`FrameDiff`). The terminal is given back as it
/// was on every way out (`ScreenTerminal`).
@MainActor
final class ItemScreenSession {
    let viewModel: ItemScreenViewModel
    let users: UserScreen
    let terminal: ScreenTerminal
    let reading: CommandReading
    private let isRemote: Bool
    private let usesColor: Bool
    var mode: ScreenMode = .list
    /// The search exactly as typed (blank, it searches nothing): the view's own text, as a
    /// prompt's is; the view model gets the query it makes, and the header shows the one applied.
    var typedSearch = ""
    private var top = 0
    /// The row drawn first: rows read before it (moving up a listing read from its end) keep it
    /// where it was on screen, rather than the view jumping by the page they added.
    private var topRowID: ItemRow.ID?
    private var previous: Frame?
    private var decoder = ScreenKeyDecoder()
    private var size: (columns: Int, rows: Int)
    private var observation: Observation?
    var isDone = false
    /// A key changed what the screen shows: drawn once the keys read with it are handled.
    var needsDraw = false
    /// Keys read and not yet handled, and the task handling them (`nil` when none is).
    var waitingKeys: [ScreenKey] = []
    var handling: Task<Void, Never>?
    /// The first line a page over the list (the keys, the opened item, the messages) shows.
    var scroll = 0
    /// The status line's last sentences, newest last, for `!`.
    var messages: [String] = []

    init(
        viewModel: ItemScreenViewModel, users: UserScreen, terminal: ScreenTerminal, reading: CommandReading,
        isRemote: Bool, usesColor: Bool
    ) {
        self.viewModel = viewModel
        self.users = users
        self.terminal = terminal
        self.reading = reading
        self.isRemote = isRemote
        self.usesColor = usesColor
        size = terminal.size()
    }

    /// Runs until `q` or Ctrl-C (or the end of input), then gives the terminal back.
    func run(opening request: ItemListRequest) async {
        terminal.enter()
        observation = viewModel.observe { [weak self] state in
            self?.remember(state.status)
            self?.draw()
        }
        users.onChange = { [weak self] in self?.draw() }
        viewModel.rowsAhead = frameShape.visibleRows
        await viewModel.list.setPageSize(frameShape.visibleRows * 2)
        await viewModel.start(request)
        let clock = Task { [terminal] in
            // Another process's change is shown within a second: the journal is read twice a second.
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                terminal.input.post(.tick)
            }
        }
        for await event in terminal.input.events {
            switch event {
            case .bytes(let bytes):
                let keys = decoder.keys(from: bytes)
                // q and Ctrl-C on the list leave at once, even while a change waits on a server
                // that does not answer; other keys wait their turn behind it.
                if handling != nil, mode == .list, waitingKeys.allSatisfy(Self.keepsTheList),
                    keys.contains(where: Self.leaves)
                {
                    isDone = true
                    break
                }
                waitingKeys += keys
                if handling == nil { handling = Task { await handleWaitingKeys() } }
            case .resized: await resized()
            case .tick:
                // A shell may set the terminal its own way after `fg`, later than the continue
                // was handled: within half a second, raw again and drawn whole.
                if terminal.recoverRawMode() { await resized() }
                // Under a search being typed too: the query as typed runs again.
                if mode == .list || mode == .searching, handling == nil { await viewModel.refreshIfChanged() }
                viewModel.refreshAge()
            case .end: isDone = true
            }
            if isDone { break }
        }
        clock.cancel()
        handling?.cancel()
        await viewModel.searchSettled()
        observation = nil
        terminal.leave()
    }

    var frameShape: ItemScreenFrame {
        ItemScreenFrame(width: size.columns, height: size.rows, isRemote: isRemote)
    }

    func draw() {
        needsDraw = false
        let shape = frameShape
        let frame: Frame
        if let footer = usersFooter {
            frame = users.frame(
                width: size.columns, height: size.rows, footer: footer.text.isEmpty ? nil : footer)
        } else {
            let state = viewModel.state
            let rows = state.list.rows
            if let topRowID, !(rows.indices.contains(top) && rows[top].id == topRowID),
                let moved = rows.firstIndex(where: { $0.id == topRowID })
            {
                top = moved
            }
            top = shape.top(keeping: state.selection, from: top, rowCount: rows.count)
            topRowID = rows.indices.contains(top) ? rows[top].id : nil
            frame = shape.frame(
                state, mode: mode, typedSearch: typedSearch, top: top, scroll: scroll, messages: messages)
        }
        guard frame != previous else { return }
        terminal.write(FrameDiff.bytes(from: previous, to: frame, usesColor: usesColor))
        previous = frame
    }

    /// Whether the users are on screen, and what their footer shows: a prompt or a question over
    /// them (empty text: the keys); `nil` while the items are shown.
    private var usersFooter: (text: String, cursor: Int)? {
        switch mode {
        case .users: return ("", 0)
        case .prompt(let field, let purpose) where Self.isUsers(purpose):
            return (field.label + field.text, field.cursorColumn)
        case .confirming(let question, .removeUser):
            let text = question + " [y/N] "
            return (text, DisplayWidth.of(text))
        default: return nil
        }
    }

    /// A new size, or a continue after Ctrl-Z: the screen is drawn whole again.
    private func resized() async {
        size = terminal.size()
        terminal.enter()
        previous = nil
        viewModel.rowsAhead = frameShape.visibleRows
        draw()
        // What the new size shows is read behind the keys before it, never on this loop (an
        // API may not answer): a taller terminal fills its rows.
        if waitingKeys.last != .redraw { waitingKeys.append(.redraw) }
        if handling == nil { handling = Task { await handleWaitingKeys() } }
    }

    // MARK: - Keys

    func handle(_ key: ScreenKey) async {
        switch key {
        case .suspend:
            terminal.suspend()
            await resized()
            return
        case .redraw:
            await viewModel.show(visibleRows: frameShape.visibleRows)
            previous = nil
            draw()
            return
        default: break
        }
        switch mode {
        case .list: await list(key)
        case .searching: searching(key)
        case .prompt(let full, _) where full.isFull && Self.isCharacter(key):
            // The rest of a paste past what the field holds: taken no further, and said once.
            if !full.wasCut {
                var field = full
                _ = field.handle(key)
                if case .prompt(_, let purpose) = mode { mode = .prompt(field, purpose) }
                viewModel.say(
                    StatusLine(
                        "A prompt holds at most \(PromptField.maximumCount) characters: the rest of the paste was left out.",
                        isError: true))
            }
            return
        case .prompt(var field, let purpose) where key == .tab:
            if purpose == .add || purpose == .modify {
                await complete(&field, for: purpose)
                mode = .prompt(field, purpose)
            }
        case .prompt(var field, let purpose):
            switch field.handle(key) {
            case .editing: mode = .prompt(field, purpose)
            case .cancelled:
                // Who takes a removed user's items, left: the removal is forgotten with it.
                if purpose == .handover { users.cancelRemoval() }
                mode = Self.isUsers(purpose) ? .users : .list
            case .submitted(let text):
                mode = Self.isUsers(purpose) ? .users : .list
                await submit(text, for: purpose)
                // A line the store or the parser refused is kept, to be mended rather than retyped.
                if !Self.isUsers(purpose), mode == .list, viewModel.state.status?.isError == true {
                    mode = .prompt(PromptField(label: field.label, text: text), purpose)
                }
            }
        case .confirming(_, let question):
            let yes = key == .character("y") || key == .character("Y")
            switch question {
            case .items(let asked):
                mode = .list
                if yes { await viewModel.answer(asked) }
            case .removeUser:
                mode = .users
                await users.answer(yes)
            }
        case .detail, .help, .messages:
            if [.escape, .character("q"), .enter, .interrupt].contains(key) {
                mode = .list
                viewModel.closeDetail()
            } else {
                scrollPage(key)
            }
        case .users: await usersKey(key)
        }
        needsDraw = true
    }

    private static func isCharacter(_ key: ScreenKey) -> Bool {
        if case .character = key { true } else { false }
    }
}
