import Domain
import Presentation
import Terminal

/// The users as `crew ui` shows them (`U`): the user list's view model, a selected row, and `a`
/// to register one ("Ada Lovelace ada@example.com").
@MainActor
final class UserScreen {
    private let makeViewModel: () throws -> UserListViewModel
    private var viewModel: UserListViewModel?
    private var observation: Observation?
    private var selection = 0
    private var failure: String?
    /// Called after every change of what the screen shows.
    var onChange: () -> Void = {}

    init(makeViewModel: @escaping () throws -> UserListViewModel) {
        self.makeViewModel = makeViewModel
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

    func handle(_ key: ScreenKey, page: Int) {
        let count = viewModel?.state.rows.count ?? 0
        switch key {
        case .character("j"), .down: selection += 1
        case .character("k"), .up: selection -= 1
        case .pageDown: selection += page
        case .pageUp: selection -= page
        case .character("g"), .home: selection = 0
        case .character("G"), .end: selection = count - 1
        default: return
        }
        selection = max(0, min(selection, count - 1))
        onChange()
    }

    /// Registers the user typed as "Name Surname e-mail": the last word is the e-mail.
    func add(_ text: String) async {
        var words = text.split(separator: " ").map(String.init)
        guard let model = viewModel, let email = words.popLast(), !words.isEmpty else {
            failure = "Type the name, then the e-mail: Ada Lovelace ada@example.com"
            onChange()
            return
        }
        do {
            let (name, address) = (try PersonName(words.joined(separator: " ")), try EmailAddress(email))
            failure = nil
            await model.add(name: name, email: address)
        } catch {
            failure = UserFacingError(error).message
            onChange()
        }
    }

    func frame(width: Int, height: Int) -> Frame {
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
        } else if let confirmation = state.confirmation {
            frame.write(confirmation, row: height - 2, column: 0, style: CellStyle(color: .green))
        }
        frame.write(
            "a add  j/k move  Esc or q: back to the items", row: height - 1, column: 0,
            style: CellStyle(isDim: true))
        return frame
    }
}
