extension SearchQuery {
    /// Text matches when it contains the query, once both are folded; a one-character query
    /// only at the start of a word (`matchesWordStarts`).
    public func matches(text: String) -> Bool {
        let text = FoldedText(text)
        return matchesWordStarts ? text.hasAnyWordStarting(with: folded) : text.contains(folded)
    }

    /// Whether `name` holds the query anywhere, once both are folded (case, accents, width).
    public func matches(_ name: ItemName) -> Bool {
        matches(text: name.value)
    }

    /// Whether a user's name or e-mail address contains the query, ignoring case.
    public func matches(_ user: User) -> Bool {
        matches(text: user.name.value) || matches(text: user.email.value)
    }
}
