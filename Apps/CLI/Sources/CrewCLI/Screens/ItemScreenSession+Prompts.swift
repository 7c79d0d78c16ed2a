import Domain
import Presentation
import Terminal

/// What a footer prompt's text becomes once Enter is pressed, and the keys of the users' view.
extension ItemScreenSession {
    func submit(_ text: String, for purpose: ScreenMode.Purpose) async {
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
        case .modify:
            // `crew items edit`'s own options, read by the shell's grammar for `edit`.
            let id = viewModel.state.selectedRow?.itemID?.rawValue ?? 1
            switch ShellInstruction.parse(
                "edit \(id) " + text, today: reading.today, me: reading.me, configPath: reading.configPath)
            {
            case .success(.edit(_, let request)) where viewModel.state.marks.isEmpty:
                await viewModel.editSelected(request)
            case .success(.edit(_, let request)): await ask(.edit(request))
            case .success:
                viewModel.say(
                    StatusLine("Type the options of crew items edit: --due fri -p h", isError: true))
            case .failure(let error): viewModel.say(StatusLine(error.message, isError: true))
            }
        case .assign:
            // The marked items given to a user, or to nobody: crew items edit's --user or --none,
            // as one change after the question naming how many.
            let typed = text.split(separator: " ").joined(separator: " ")
            // Each character but a letter or digit escaped: the user's words are one word to the grammar.
            let escaped = typed.map { $0.isLetter || $0.isNumber ? String($0) : "\\" + String($0) }.joined()
            let option = typed.lowercased() == "nobody" ? "--none" : "-u " + escaped
            let id = viewModel.state.selectedRow?.itemID?.rawValue ?? 1
            switch ShellInstruction.parse(
                "edit \(id) " + option, today: reading.today, me: reading.me, configPath: reading.configPath)
            {
            case .success(.edit(_, let request)): await ask(.edit(request))
            case .success: viewModel.say(StatusLine("Type a user, or nobody", isError: true))
            case .failure(let error): viewModel.say(StatusLine(error.message, isError: true))
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
        case .addUser: await users.add(text)
        case .editUser: await users.edit(text)
        case .handover: await users.handOver(to: text)
        }
        // Only the heir's answer leads on to the removal's question (or asks again).
        guard purpose == .handover, case .users = mode else { return }
        if let question = users.question { mode = .confirming(question, .removeUser) }
        if users.asksForHeir { mode = Self.heirPrompt }
    }

    func usersKey(_ key: ScreenKey) async {
        switch key {
        case .escape, .character("q"), .interrupt: mode = .list
        case .character("a"):
            mode = .prompt(PromptField(label: "New user (name e-mail): "), .addUser)
        case .character("e"):
            guard let selected = users.selectedText else { return }
            mode = .prompt(PromptField(label: "Name and e-mail: ", text: selected), .editUser)
        case .character("d"):
            await users.askRemoval()
            if let question = users.question { mode = .confirming(question, .removeUser) }
            if users.asksForHeir { mode = Self.heirPrompt }
        default: users.handle(key, page: frameShape.visibleRows)
        }
    }

    /// Who takes the items of the user being removed.
    static let heirPrompt = ScreenMode.prompt(
        PromptField(label: "They own items. Give them to (a user; empty: to nobody): "), .handover)

    static func isUsers(_ purpose: ScreenMode.Purpose) -> Bool {
        [.addUser, .editUser, .handover].contains(purpose)
    }
}
