extension SearchQuery {
    /// A name matches when it contains the query, ignoring case (but not accents:
    /// "cafe" and "café" are different words to the people who write them).
    public func matches(_ name: ItemName) -> Bool {
        name.value.lowercased().contains(value.lowercased())
    }

    /// Whether a user's name or e-mail address contains the query, ignoring case.
    public func matches(_ user: User) -> Bool {
        let needle = value.lowercased()
        return user.name.value.lowercased().contains(needle) || user.email.value.contains(needle)
    }
}
