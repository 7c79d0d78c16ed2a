/// Users are listed by id (the order they were registered in).
public enum UserOrder {
    public static func cursor(after user: User) -> PageCursor {
        PageCursor(keys: [user.id.rawValue])
    }
}
