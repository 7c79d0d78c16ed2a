import DataLayer
import Domain
import Presentation

/// What each instruction does to the session's list: the view model's action, the question a
/// removal asks at a terminal, `more` on the last page, and `undo` and `log` through the journal.
extension ShellSession {
    func perform(_ instruction: ShellInstruction) async {
        lastMessage = nil
        switch instruction {
        case .add(let request): await viewModel.changes.add(request)
        case .edit(let ids, let request): await viewModel.changes.edit(ids, request)
        case .list(let request): await viewModel.apply(request)
        case .done(let ids): await viewModel.changes.complete(ids)
        case .reopen(let ids): await viewModel.changes.reopen(ids)
        case .rename(let id, let name): await viewModel.changes.rename(id, to: name)
        case .assign(let ids, let owner): await viewModel.changes.assign(ids, to: owner)
        case .note(let id, .add(let text)): await viewModel.changes.addNote(text, to: id)
        case .note(let id, .remove(let number)): await viewModel.changes.removeNote(number, from: id)
        case .printingJSON(let inner, let keys):
            await perform(inner)
            // Through a pipe the JSON is printed with the line's result (`reportPiped`).
            if isInteractive, viewModel.state.error == nil, !lineFailed {
                lastMessage = json(after: inner, only: keys)
                render(viewModel.state)
            }
        case .remove(let ids, let confirmed):
            // At a terminal, several items are asked about as the command line asks, by name.
            if let ask, !confirmed, Set(ids).count > 1 {
                // A missing id is the state's error, before anything is asked.
                guard let question = await viewModel.changes.removalQuestion(ids) else { return }
                guard ask(question) else {
                    lastMessage = "Nothing was removed."
                    render(viewModel.state)
                    return
                }
            }
            await viewModel.changes.remove(ids)
        case .undo:
            await journal { undo in
                await undo.undo(self.undoing)
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
                // Due by the day: before the one after it (the parse refused the calendar's last).
                let by = try typed?.day(today: today)
                await viewModel.setDue(before: by.map { $0.adding(days: 1) ?? $0 }, overdue: overdue)
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
    func json(after instruction: ShellInstruction, only keys: [String]?) -> String {
        let state = viewModel.state
        switch instruction {
        case .list: return ItemJSON.document(viewModel.items, asArray: true, only: keys)
        case .done, .reopen, .remove: return ItemJSON.document(state.changed, asArray: true, only: keys)
        default: return ItemJSON.document(state.changed, asArray: false, only: keys)
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
}
