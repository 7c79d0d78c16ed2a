import Domain
import Presentation
import Terminal

/// Search as you type (`/`): each key narrows the list; a search is at most what the Domain's
/// query holds, and a paste past it is cut with a sentence.
extension ItemScreenSession {
    func searching(_ key: ScreenKey) {
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
        case .character where text.count >= SearchQuery.maximumLength:
            // The rest of a paste past what a search holds: taken no further, and said once.
            if viewModel.state.status?.text != Self.searchCut {
                viewModel.say(StatusLine(Self.searchCut, isError: true))
            }
            return
        case .character(let character): text.append(character)
        default: return
        }
        guard text != typedSearch else { return }
        type(search: text)
    }

    private static let searchCut =
        "A search holds at most \(SearchQuery.maximumLength) characters: the rest of the paste was left out."

    func type(search text: String) {
        typedSearch = text
        viewModel.search(for: try? SearchQuery(text))
    }
}
