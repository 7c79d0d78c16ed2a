import Domain
import Presentation

/// `crew shell`: one live `ItemListViewModel`, re-rendered through its observation hook on
/// every state it emits; lines read at the prompt become its actions.
///
/// On a terminal each state redraws the screen; through a pipe each state is printed in turn,
/// so a script sees every step (loading, the optimistic row, the confirmed one).
@MainActor
final class ShellSession {
    private let viewModel: ItemListViewModel
    private let console: Console
    private let style: Style
    private let today: DueDate
    private var observation: Observation?
    private var lastMessage: String?

    init(viewModel: ItemListViewModel, console: Console, style: Style, today: DueDate) {
        self.viewModel = viewModel
        self.console = console
        self.style = style
        self.today = today
    }

    func run() async -> ExitStatus {
        observation = viewModel.observe { [weak self] state in self?.render(state) }
        await viewModel.load()
        while true {
            if console.inputIsTerminal { console.output.write(style.bold("crew> ")) }
            console.flush()
            guard let line = console.input.readLine() else { break }
            switch ShellInstruction.parse(line) {
            case .failure(let error):
                lastMessage = error.message
                render(viewModel.state)
            case .success(.quit):
                observation = nil
                console.flush()
                return .success
            case .success(let instruction):
                await perform(instruction)
            }
        }
        observation = nil
        console.flush()
        return .success
    }

    private func perform(_ instruction: ShellInstruction) async {
        lastMessage = nil
        switch instruction {
        case .add(let name): await viewModel.add(name)
        case .done(let ids): await viewModel.complete(ids)
        case .reopen(let ids): await viewModel.reopen(ids)
        case .rename(let id, let name): await viewModel.rename(id, to: name)
        case .assign(let id, let owner): await viewModel.assign(id, to: owner)
        case .remove(let ids): await viewModel.remove(ids)
        case .search(let query): await viewModel.setSearch(query)
        case .filter(let status): await viewModel.setStatus(status)
        case .owner(let owner): await viewModel.setOwner(owner)
        case .due(let typed, let overdue):
            do {
                try await viewModel.setDue(before: typed?.day(today: today), overdue: overdue)
            } catch {
                lastMessage = ErrorMessage.describing(error)
                render(viewModel.state)
            }
        case .priority(let priority): await viewModel.setPriority(priority)
        case .tags(let tags): await viewModel.setTags(tags)
        case .sort(let sort, let reversed): await viewModel.setSort(sort, reversed: reversed)
        case .more: await viewModel.loadMore()
        case .reload: await viewModel.load()
        case .help:
            lastMessage = ShellInstruction.helpText
            render(viewModel.state)
        case .quit, .nothing: break
        }
    }

    private func render(_ state: ItemListState) {
        var lines: [String] = []
        if console.outputIsTerminal { lines.append("\u{1B}[H\u{1B}[2J") }
        lines.append(style.bold("crew shell") + "  " + style.dim(filterLine(state)))
        if state.isLoading {
            lines.append(style.dim("Loading…"))
        } else if let empty = state.emptyMessage {
            lines.append(style.dim(empty))
        } else if !state.rows.isEmpty {
            let format = ItemRowFormat(today: today, ownerNames: state.ownerNames)
            let layout = TableLayout(
                columns: ItemRowFormat.columns, sample: state.rows.map(format.cells),
                terminalWidth: console.width)
            lines.append(layout.header(style))
            for row in state.rows {
                let line = layout.line(format.cells(row), paint: format.paint(row, style: style))
                lines.append(row.isSaving ? line + style.dim("  (saving…)") : line)
            }
        }
        if state.isLoadingMore { lines.append(style.dim("Loading more…")) }
        if state.canLoadMore, !state.isLoadingMore { lines.append(style.dim("… more: type 'more'")) }
        if !state.summary.isEmpty { lines.append(style.dim(state.summary)) }
        if let notice = state.notice { lines.append(style.yellow(notice)) }
        if let confirmation = state.confirmation { lines.append(style.green(confirmation)) }
        if let error = state.error { lines.append(style.red("Error: ") + error.message) }
        if let lastMessage { lines.append(lastMessage) }
        if !console.outputIsTerminal { lines.append("") }
        console.output.write(lines.joined(separator: "\n") + "\n")
    }

    private func filterLine(_ state: ItemListState) -> String {
        var parts: [String] = [state.status == .completed ? "done" : state.status.rawValue]
        switch state.owner {
        case .anyone: break
        case .nobody: parts.append("owner: nobody")
        case .user(let id): parts.append("owner: \(id)")
        }
        if let search = state.search { parts.append("search: \(search.value)") }
        if let dueBefore = state.dueBefore { parts.append("due before: \(dueBefore)") }
        if let priority = state.priority { parts.append("priority: \(priority)") }
        if !state.tags.isEmpty { parts.append("tags: \(state.tags)") }
        if let sort = state.sort {
            parts.append("sort: \(sort.rawValue)\(state.isReversed ? ", reversed" : "")")
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
