import Terminal

/// The keys of `crew ui`, as the footer lists them in short and `?` lists them in full: the one
/// list `crew ui --help` and the manual describe too.
enum ScreenKeyHelp {
    /// Each key and what it does, in the order `?` shows them.
    static let keys: [(key: String, does: String)] = [
        ("j k ↓ ↑", "move down, up"), ("PgDn PgUp", "a page down, up"), ("g G", "first, last row"),
        ("/", "search as you type: one letter finds words that start with it (Esc clears, Enter keeps)"),
        (
            "Space x",
            "complete or reopen the selected item; with marks, complete the marked ones (asks first)"
        ),
        ("v V", "mark or unmark the selected row; mark every item of the list, all of them (again: clear)"),
        (
            "m",
            "modify the selected or marked items with crew items edit's options: --due fri -p h -t x -u bob (Tab completes, as in a)"
        ),
        ("a", "add an item: Buy milk --due fri -p h (the options of crew items add; Tab completes them)"),
        ("e", "edit the selected item's name"), ("n", "add a note to the selected item"),
        ("d", "remove the selected item, or the marked ones (asks first)"),
        ("u", "undo the last change (as crew undo)"),
        ("Enter", "open the selected item: fields, notes, history (Esc or q goes back)"),
        ("f", "show pending, all, done, overdue items in turn"),
        (
            "o",
            "show one person's items (a name's start, an e-mail, an id, nobody, anyone); with marks, give the marked items to someone (asks first)"
        ),
        ("s", "sort by the next order"), ("r", "reload"),
        ("S", "with an API: sync now (m keeps mine, t the server's, when it finds a conflict)"),
        ("U", "the users: a adds, e edits, d removes (asking who takes their items); Esc goes back"),
        ("Esc", "clear the marks, then the search"),
        ("!", "the last messages in full (the status line cuts a long one)"),
        ("?", "these keys (j/k scroll them, as they do an opened item)"), ("q", "quit"),
    ]

    /// The footer at `width` columns: the keys a person needs first, as many as fit, always
    /// ending with where the rest are and how to leave.
    static func footer(width: Int) -> String {
        let last = "? keys  q quit"
        var line = ""
        for entry in footerKeys {
            let longer = line + entry + "  "
            guard DisplayWidth.of(longer + last) <= width else { break }
            line = longer
        }
        return line + last
    }

    private static let footerKeys = [
        // Undo before a note: at 80 columns the footer still says how to take a change back.
        "j/k move", "/ search", "space done", "a add", "e edit", "d remove", "u undo", "n note", "m modify",
        "v mark", "⏎ open",
        "f filter", "o owner", "s sort", "U users", "r reload",
    ]
}
