/// Users are listed by id (the order they were registered in).
public enum UserOrder {
    /// Where the page of users after `user` starts.
    public static func cursor(after user: User) -> PageCursor {
        PageCursor(keys: [user.id.rawValue])
    }

    /// The page `request` selects among the `users` that `search` matches (all of them without
    /// one): the executable definition every user store must equal.
    public static func page(
        of users: some Sequence<User>, matching search: SearchQuery?, request: PageRequest,
        freshness: Freshness = .current
    ) -> Page<User> {
        let matching = users.filter { user in
            (search.map { $0.matches(user) } ?? true)
                && (request.cursor.map { $0.precedes([user.id.rawValue]) } ?? true)
        }
        .sorted { $0.id < $1.id }
        return Page(
            slicing: Array(matching.prefix(request.limit + 1)), for: request, freshness: freshness,
            cursor: cursor(after:))
    }
}
