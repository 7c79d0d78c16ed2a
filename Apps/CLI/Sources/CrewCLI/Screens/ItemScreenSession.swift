import Domain
import Presentation
import Terminal

/// `crew ui`'s loop: keys come in (`TerminalInput`), each becomes an action of the screen's view
/// model or a change of what the keys go to (`ScreenMode`); every state the view model emits is
/// drawn as the difference from the frame before (`FrameDiff`). The terminal is given back as it
/// was on every way out (`ScreenTerminal`).
@MainActor
final class ItemScreenSession {
    private let viewModel: ItemScreenViewModel
    private let users: UserScreen
    private let terminal: ScreenTerminal
    private let reading: CommandReading
    private let isRemote: Bool
    private let usesColor: Bool
    private var mode: ScreenMode = .list
    /// The search exactly as typed (under two characters it searches nothing): the view's own
    /// text, as a prompt's is; the view model gets the query it makes.
    private var typedSearch = ""
    private var top = 0
    private var previous: Frame?
    private var decoder = ScreenKeyDecoder()
    private var size: (columns: Int, rows: Int)
    private var observation: Observation?
    private var isDone = false

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
    func run() async {
        terminal.enter()
        observation = viewModel.observe { [weak self] _ in self?.draw() }
        users.onChange = { [weak self] in self?.draw() }
        viewModel.rowsAhead = frameShape.visibleRows
        await viewModel.list.setPageSize(frameShape.visibleRows * 2)
        await viewModel.start()
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
                for key in decoder.keys(from: bytes) where !isDone { await handle(key) }
            case .resized: await resized()
            case .tick: if mode == .list { await viewModel.refreshIfChanged() }
            case .end: isDone = true
            }
            if isDone { break }
        }
        clock.cancel()
        await viewModel.searchSettled()
        observation = nil
        terminal.leave()
    }

    private var frameShape: ItemScreenFrame {
        ItemScreenFrame(width: size.columns, height: size.rows, isRemote: isRemote)
    }

    private func draw() {
        let shape = frameShape
        let frame: Frame
        if mode == .users {
            frame = users.frame(width: size.columns, height: size.rows)
        } else {
            let state = viewModel.state
            top = shape.top(keeping: state.selection, from: top, rowCount: state.list.rows.count)
            frame = shape.frame(state, mode: mode, typedSearch: typedSearch, top: top)
        }
        guard frame != previous else { return }
        terminal.write(FrameDiff.bytes(from: previous, to: frame, usesColor: usesColor))
        previous = frame
    }

    /// A new size, or a continue after Ctrl-Z: the screen is drawn whole again.
    private func resized() async {
        size = terminal.size()
        terminal.enter()
        previous = nil
        viewModel.rowsAhead = frameShape.visibleRows
        draw()
    }

    // MARK: - Keys

    private func handle(_ key: ScreenKey) async {
        switch key {
        case .suspend:
            terminal.suspend()
            await resized()
            return
        case .redraw:
            previous = nil
            draw()
            return
        default: break
        }
        switch mode {
        case .list: await list(key)
        case .searching: searching(key)
        case .prompt(var field, let purpose):
            switch field.handle(key) {
            case .editing: mode = .prompt(field, purpose)
            case .cancelled: mode = purpose == .addUser ? .users : .list
            case .submitted(let text):
                mode = purpose == .addUser ? .users : .list
                await submit(text, for: purpose)
            }
        case .confirming:
            mode = .list
            if key == .character("y") || key == .character("Y") { await viewModel.removeSelected() }
        case .detail, .help:
            if [.escape, .character("q"), .enter, .interrupt].contains(key) {
                mode = .list
                viewModel.closeDetail()
            }
        case .users: await usersKey(key)
        }
        draw()
    }

    private func list(_ key: ScreenKey) async {
        let page = frameShape.visibleRows
        switch key {
        case .character("q"), .interrupt: isDone = true
        case .character("j"), .down: await viewModel.move(by: 1)
        case .character("k"), .up: await viewModel.move(by: -1)
        case .pageDown: await viewModel.move(by: page)
        case .pageUp: await viewModel.move(by: -page)
        case .character("g"), .home: viewModel.moveToFirst()
        case .character("G"), .end: await viewModel.moveToLast()
        case .character("/"): mode = .searching
        case .escape where !typedSearch.isEmpty: type(search: "")
        case .character(" "), .character("x"): await viewModel.toggleSelected()
        case .character("a"): mode = .prompt(PromptField(label: "Add: "), .add)
        case .character("e") where viewModel.state.selectedRow != nil:
            mode = .prompt(
                PromptField(label: "Name: ", text: viewModel.state.selectedRow?.title ?? ""), .rename)
        case .character("n") where viewModel.state.selectedRow != nil:
            mode = .prompt(PromptField(label: "Note: "), .note)
        case .character("d"):
            if let question = viewModel.removalQuestion { mode = .confirming(question) }
        case .character("u"): await viewModel.undoLastChange()
        case .enter where viewModel.state.selectedRow != nil:
            mode = .detail
            await viewModel.openSelected()
        case .character("f"): await viewModel.cycleFilter()
        case .character("s"): await viewModel.cycleSort()
        case .character("o"):
            mode = .prompt(PromptField(label: "Owner (a name's start, e-mail, id, nobody, anyone): "), .owner)
        case .character("r"): await viewModel.reload()
        case .character("S"): await viewModel.syncNow()
        case .character("m") where !viewModel.state.conflicts.isEmpty: await viewModel.keep(.mine)
        case .character("t") where !viewModel.state.conflicts.isEmpty: await viewModel.keep(.theirs)
        case .character("U"):
            mode = .users
            await users.show()
        case .character("?"): mode = .help
        default: break
        }
    }

    /// Each key changes the search at once; Enter keeps it, Escape clears it.
    private func searching(_ key: ScreenKey) {
        var text = typedSearch
        switch key {
        case .enter:
            mode = .list
            return
        case .escape, .interrupt:
            mode = .list
            text = ""
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .clearLine: text = ""
        case .character(let character): text.append(character)
        default: return
        }
        guard text != typedSearch else { return }
        type(search: text)
    }

    private func type(search text: String) {
        typedSearch = text
        viewModel.search(for: try? SearchQuery(text))
    }

    private func submit(_ text: String, for purpose: ScreenMode.Purpose) async {
        switch purpose {
        case .add:
            switch ShellInstruction.parse(
                "add " + text, today: reading.today, me: reading.me, configPath: reading.configPath)
            {
            case .success(.add(let request)): await viewModel.add(request)
            case .success:
                viewModel.say(StatusLine("Type a name and the options of crew items add", isError: true))
            case .failure(let error): viewModel.say(StatusLine(error.message, isError: true))
            }
        case .rename:
            do {
                await viewModel.renameSelected(to: try ItemName(text))
            } catch {
                viewModel.say(StatusLine(UserFacingError(error).message, isError: true))
            }
        case .note:
            do {
                await viewModel.noteSelected(try NoteText(text))
            } catch {
                viewModel.say(StatusLine(UserFacingError(error).message, isError: true))
            }
        case .owner:
            let instruction = ShellInstruction.parse(
                "owner " + text, today: reading.today, me: reading.me, configPath: reading.configPath)
            guard case .success(.owner(let choice)) = instruction else {
                if case .failure(let error) = instruction {
                    viewModel.say(StatusLine(error.message, isError: true))
                }
                return
            }
            await viewModel.setOwner(choice)
        case .addUser:
            await users.add(text)
        }
    }

    private func usersKey(_ key: ScreenKey) async {
        switch key {
        case .escape, .character("q"), .interrupt: mode = .list
        case .character("a"):
            mode = .prompt(PromptField(label: "New user (name e-mail): "), .addUser)
        default: users.handle(key, page: frameShape.visibleRows)
        }
    }
}
