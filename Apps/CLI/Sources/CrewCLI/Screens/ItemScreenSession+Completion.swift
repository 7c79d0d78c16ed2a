import Presentation
import Terminal

/// Tab in `crew ui`'s add and modify prompts: the word before the cursor completed from what
/// `crew items add`/`edit`'s grammar takes there (option names, users, the tags shown), as the
/// shell's Tab completes them, one grammar for both.
extension ItemScreenSession {
    /// Completes the word before the cursor as far as every candidate agrees (the only one whole,
    /// with a space after it); when several are left and nothing more is agreed, the status
    /// line names them. A word's case need not match: `Ada` completes to the user's `ada`.
    func complete(_ field: inout PromptField, for purpose: ScreenMode.Purpose) async {
        let before = field.textBeforeCursor
        let word = String(before.reversed().prefix { !$0.isWhitespace }.reversed())
        // The id is a stand-in: what follows an item's id is the same for every item.
        let line = (purpose == .add ? "add " : "edit 1 ") + before
        let wantsUsers = Self.valueOfAUserOption(before)
        let users = wantsUsers ? await self.users.completionCandidates() : []
        let folded = word.lowercased()
        let candidates = Array(
            Set(
                ShellCompletion.candidates(before: line, rows: viewModel.state.list.rows, users: users)
                    .filter { $0.lowercased().hasPrefix(folded) })
        ).sorted()
        guard let first = candidates.first else {
            viewModel.say(StatusLine("Nothing to complete \(word.isEmpty ? "here" : "“\(word)”") with."))
            return
        }
        var shared = first
        for candidate in candidates.dropFirst() {
            while !candidate.lowercased().hasPrefix(shared.lowercased()) { shared.removeLast() }
        }
        if candidates.count == 1 {
            field.replaceWordBeforeCursor(with: first + " ")
        } else if shared.count > word.count {
            field.replaceWordBeforeCursor(with: shared)
        } else {
            let named = candidates.prefix(Self.namedCandidates).joined(separator: " ")
            let more = candidates.count > Self.namedCandidates ? " … (\(candidates.count) in all)" : ""
            viewModel.say(StatusLine("Tab: " + named + more))
        }
    }

    /// How many candidates the status line names before counting the rest.
    static let namedCandidates = 12

    /// Whether the word being typed is the value of `-u`/`--user` (the users are read only then).
    private static func valueOfAUserOption(_ before: String) -> Bool {
        let words = before.split(whereSeparator: \.isWhitespace)
        let startsWord = before.last?.isWhitespace ?? true
        let option = startsWord ? words.last : words.dropLast().last
        return option == "-u" || option == "--user"
    }
}
