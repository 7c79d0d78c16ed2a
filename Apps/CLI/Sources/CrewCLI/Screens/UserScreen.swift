import Domain
import Presentation
import Terminal

/// The users as `crew ui` shows them (`U`): the user list's view model, a selected row, `a` to
/// register one ("Ada Lovelace ada@example.com"), `e` to change the selected one's name and
/// e-mail, and `d` to remove it, asking who takes its items when it owns any (the removal's view
/// model, as `crew users remove` asks).
@MainActor
final class UserScreen {
    private let makeViewModel: () throws -> UserListViewModel
    private let makeRemoval: () throws -> UserRemovalViewModel
    private var removal: UserRemovalViewModel?
    /// The question to answer before the checked removal is made (`answer`).
    private(set) var question: String?
    /// Whether the user being removed owns items, so who takes them must be asked (`handOver`).
    private(set) var asksForHeir = false
    private var removing: User.ID?
    private var viewModel: UserListViewModel?
    private var observation: Observation?
    private var selection = 0
    private var failure: String?
    /// What the last removal said (or that nothing was removed).
    private var said: String?
    /// Called after every change of what the screen shows.
    var onChange: () -> Void = {}

    init(
        makeViewModel: @escaping () throws -> UserListViewModel,
        makeRemoval: @escaping () throws -> UserRemovalViewModel
    ) {
        self.makeViewModel = makeViewModel
        self.makeRemoval = makeRemoval
    }

    /// Loads the users (the first time, the view model is made).
    func show() async {
        do {
            let model = try viewModel ?? makeViewModel()
            if viewModel == nil {
                viewModel = model
                observation = model.observe { [weak self] _ in self?.onChange() }
            }
            await model.load()
        } catch {
            failure = UserFacingError(error).message
            onChange()
        }
    }

    /// What a prompt's Tab offers for a user (ids, e-mails, the words of names), read afresh: a
    /// view model of its own, so the users' view is left as it is. Empty when they cannot be read.
    func completionCandidates() async -> [String] {
        guard let model = try? makeViewModel(), let rows = await model.everyRow() else { return [] }
        return CompletionCandidates.lines(of: rows)
    }

    func handle(_ key: ScreenKey, page: Int) {
        let count = viewModel?.state.rows.count ?? 0
        let before = selection
        switch key {
        case .character("j"), .down: selection += 1
        case .character("k"), .up: selection -= 1
        case .pageDown: selection += page
        case .pageUp: selection -= page
        case .character("g"), .home: selection = 0
        case .character("G"), .end: selection = count - 1
        default: return
        }
        let moved = max(0, min(selection, count - 1))
        // A removal asked about another row is forgotten: its question never answers for this one.
        if moved != before { cancelRemoval() }
        selection = moved
        onChange()
    }

    /// Forgets a removal being asked about (the heir's prompt or the question left, another
    /// row chosen, another action begun): nothing is removed, and no later key answers for it.
    func cancelRemoval() {
        removal = nil
        removing = nil
        question = nil
        asksForHeir = false
    }

    /// Registers the user typed as "Name Surname e-mail": the last word is the e-mail.
    func add(_ text: String) async {
        cancelRemoval()
        guard let model = viewModel, let (name, email) = Self.nameAndEmail(text) else {
            return show(Self.usage)
        }
        do {
            let (name, address) = (try PersonName(name), try EmailAddress(email))
            failure = nil
            await model.add(name: name, email: address)
        } catch {
            failure = UserFacingError(error).message
            onChange()
        }
    }

    private var selectedRow: UserRow? {
        guard let rows = viewModel?.state.rows, rows.indices.contains(selection) else { return nil }
        return rows[selection]
    }

    /// The selected user as `e` offers it for editing: "Ada Lovelace ada@example.com".
    var selectedText: String? { selectedRow.map { "\($0.name) \($0.email)" } }

    /// Changes the selected user to the name and e-mail typed ("Ada King ada@example.com").
    func edit(_ text: String) async {
        cancelRemoval()
        guard let model = viewModel, let id = selectedRow?.id else { return }
        guard let (name, email) = Self.nameAndEmail(text) else { return show(Self.usage) }
        do {
            let (newName, newEmail) = (try PersonName(name), try EmailAddress(email))
            failure = nil
            said = nil
            await model.edit(id, name: newName, email: newEmail)
        } catch {
            show(UserFacingError(error).message)
        }
    }

    /// Checks the removal of the selected user: the question to ask, or, when the user owns
    /// items, the question of who takes them (`asksForHeir`).
    func askRemoval() async {
        cancelRemoval()
        guard let id = selectedRow?.id else { return }
        removing = id
        await check(.refuse)
    }

    /// Who takes the items: a user as `--reassign-to` names one, or nobody (empty).
    func handOver(to text: String) async {
        let words = text.split(separator: " ").joined(separator: " ")
        guard !words.isEmpty else { return await check(.release) }
        do {
            await check(.reassign(try UserReference(words)))
        } catch {
            show(UserFacingError(error).message)
        }
    }

    /// The answer to the question: yes removes the user, anything else keeps it.
    func answer(_ yes: Bool) async {
        let (removal, asked) = (removal, removing)
        cancelRemoval()
        // Only the user the question named, still the one selected, is removed.
        guard let removal, yes, let asked, asked == selectedRow?.id else {
            return show("Nothing was removed.", isError: false)
        }
        await removal.confirm()
        if let error = removal.state.error { return show(error.message) }
        show(removal.state.confirmation ?? "", isError: false)
        await viewModel?.load()
        selection = max(0, min(selection, (viewModel?.state.rows.count ?? 1) - 1))
    }

    private func check(_ handover: HandoverChoice) async {
        asksForHeir = false
        question = nil
        guard let id = removing else { return }
        do {
            let model = try removal ?? makeRemoval()
            removal = model
            await model.check(.id(id), handover: handover)
            // Refused while the user owns items: who takes them is asked next.
            if handover == .refuse, model.state.error?.kind == .conflict {
                asksForHeir = true
            } else if let error = model.state.error {
                show(error.message)
            } else {
                question = model.state.question
            }
        } catch {
            show(UserFacingError(error).message)
        }
    }

    private func show(_ message: String, isError: Bool = true) {
        failure = isError ? message : nil
        said = isError ? nil : message
        onChange()
    }

    private static let usage = "Type the name, then the e-mail: Ada Lovelace ada@example.com"

    /// "Ada Lovelace ada@example.com": the last word is the e-mail, the words before it the name.
    private static func nameAndEmail(_ text: String) -> (String, String)? {
        NameAndEmail.split(text).map { ($0.name, $0.email) }
    }

    /// The users, with `footer` (a prompt or a question, and where its cursor is) in place of the keys.
    func frame(width: Int, height: Int, footer: (text: String, cursor: Int)? = nil) -> Frame {
        var frame = Frame(width: width, height: height)
        let state = viewModel?.state ?? UserListState()
        frame.write("crew ui · users", row: 0, column: 0, style: CellStyle(isBold: true))
        let visible = max(1, height - 4)
        let top = max(0, selection - visible + 1)
        let shown = state.rows.dropFirst(top).prefix(visible)
        let layout = TableLayout(
            columns: UserRowFormat.columns, sample: shown.map(UserRowFormat.cells), terminalWidth: width)
        frame.write(layout.header(Style(isEnabled: false)), row: 1, column: 0, style: CellStyle(isBold: true))
        for (offset, row) in shown.enumerated() {
            frame.write(layout.line(UserRowFormat.cells(row)), row: 2 + offset, column: 0)
            if top + offset == selection { frame.paint(row: 2 + offset, style: CellStyle(isReversed: true)) }
        }
        if let message = failure ?? state.error?.message {
            frame.write(message, row: height - 2, column: 0, style: CellStyle(color: .red))
        } else if let confirmation = said ?? state.confirmation {
            frame.write(confirmation, row: height - 2, column: 0, style: CellStyle(color: .green))
        }
        if let footer {
            frame.write(footer.text, row: height - 1, column: 0, style: CellStyle(isBold: true))
            frame.cursor = (height - 1, min(footer.cursor, width - 1))
        } else {
            frame.write(
                "a add  e edit  d remove  j/k move  Esc or q: back to the items", row: height - 1, column: 0,
                style: CellStyle(isDim: true))
        }
        return frame
    }
}
