import Presentation
import Terminal

/// What the keys of `crew ui` go to now: the list, the search being typed, a prompt in the
/// footer, a question, or a view over the list (an opened item, the keys, the users).
enum ScreenMode: Equatable {
    /// What a footer prompt's text becomes when Enter is pressed.
    enum Purpose: Equatable {
        case add, rename, note, owner, assign, modify, addUser, editUser, handover
    }

    /// What a yes to a question does.
    enum Question: Equatable {
        /// A change to items, bound to the items the question named.
        case items(ItemScreenQuestion)
        case removeUser
    }

    case list
    case searching
    case prompt(PromptField, Purpose)
    /// A yes-or-no question in the footer (`d`'s); `y` answers yes, any other key no.
    case confirming(String, Question)
    case detail
    case help
    /// The last messages of the status line, in full (`!`).
    case messages
    case users
}
