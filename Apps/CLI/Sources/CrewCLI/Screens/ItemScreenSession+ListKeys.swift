import Presentation
import Terminal

/// What each key does on the list, as `?` lists them (`ScreenKeyHelp`).
extension ItemScreenSession {
    /// A key on the list: a move, a change to the selected item, a prompt, or another view.
    func list(_ key: ScreenKey) async {
        // A page opened from here starts at its top.
        scroll = 0
        let page = frameShape.visibleRows
        switch key {
        case .character("q"), .interrupt: isDone = true
        case .character("j"), .down: await viewModel.move(by: 1)
        case .character("k"), .up: await viewModel.move(by: -1)
        case .pageDown: await viewModel.move(by: page)
        case .pageUp: await viewModel.move(by: -page)
        case .character("g"), .home: await viewModel.moveToFirst()
        case .character("G"), .end: await viewModel.moveToLast()
        case .character("/"): mode = .searching
        // Esc clears the marks first, then the search, as `?` says.
        case .escape where !viewModel.state.marks.isEmpty: viewModel.clearMarks()
        case .escape where !typedSearch.isEmpty: type(search: "")
        case .character(" "), .character("x"):
            if viewModel.state.marks.isEmpty {
                await viewModel.toggleSelected()
            } else {
                await ask(.complete)
            }
        case .character("v"): viewModel.toggleMark()
        case .character("V"): await viewModel.toggleEveryMark()
        case .character("m") where viewModel.state.conflicts.isEmpty:
            mode = .prompt(PromptField(label: "Modify (crew items edit's options, Tab completes): "), .modify)
        case .character("a"): mode = .prompt(PromptField(label: "Add: "), .add)
        case .character("e") where viewModel.state.selectedRow != nil:
            mode = .prompt(
                PromptField(label: "Name: ", text: viewModel.state.selectedRow?.title ?? ""), .rename)
        case .character("n") where viewModel.state.selectedRow != nil:
            mode = .prompt(PromptField(label: "Note: "), .note)
        case .character("d"): await ask(.remove)
        case .character("u"): await viewModel.undoLastChange()
        case .enter where viewModel.state.selectedRow != nil:
            mode = .detail
            await viewModel.openSelected()
        case .character("f"): await viewModel.cycleFilter()
        case .character("s"): await viewModel.cycleSort()
        // With marks, o gives the marked items to someone (as m -u does); without, it shows one
        // person's items.
        case .character("o") where !viewModel.state.marks.isEmpty:
            mode = .prompt(
                PromptField(label: "Assign the marked items to (a name's start, e-mail, id, nobody): "),
                .assign)
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
        case .character("!"): mode = .messages
        default: break
        }
    }

    /// Scrolls the page over the list (j/k, the arrows, PgDn/PgUp, g/G), within its lines.
    func scrollPage(_ key: ScreenKey) {
        let shape = frameShape
        let page = shape.page(of: viewModel.state, mode: mode, messages: messages)
        let limit = shape.scrollLimit(lineCount: page?.lines.count ?? 0)
        switch key {
        case .character("j"), .down: scroll += 1
        case .character("k"), .up: scroll -= 1
        case .pageDown, .character(" "): scroll += shape.pageRows
        case .pageUp: scroll -= shape.pageRows
        case .character("g"), .home: scroll = 0
        case .character("G"), .end: scroll = limit
        default: return
        }
        scroll = min(max(0, scroll), limit)
    }

    /// Keeps a new sentence of the status line for `!`: the last 50.
    func remember(_ status: StatusLine?) {
        guard let text = status?.text, !text.isEmpty, text != messages.last else { return }
        messages = Array((messages + [text]).suffix(50))
    }

    /// Asks before `action` on the marked rows (or the selected one), binding the answer to them.
    func ask(_ action: ItemScreenQuestion.Action) async {
        if let question = await viewModel.question(action) {
            mode = .confirming(question.text, .items(question))
        }
    }
}
