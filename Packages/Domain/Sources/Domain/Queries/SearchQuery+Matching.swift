extension SearchQuery {
    /// Text matches when it contains the query, once both are folded; a one-character query
    /// only at the start of a word (`matchesWordStarts`); a query of several words also when it
    /// holds every word, in any order, each by the same rule.
    public func matches(text: String) -> Bool {
        matches(folded: FoldedText(text))
    }

    func matches(folded text: FoldedText) -> Bool {
        if matchesWordStarts { return text.hasAnyWordStarting(with: folded) }
        return text.contains(folded) || (hasSeveralWords && words.allSatisfy { $0.matches(folded: text) })
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
