extension SearchQuery {
    /// Text matches when it contains the query, ignoring case (but not accents:
    /// "cafe" and "café" are different words to the people who write them).
    public func matches(text: String) -> Bool {
        FoldedText(text).contains(folded)
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
