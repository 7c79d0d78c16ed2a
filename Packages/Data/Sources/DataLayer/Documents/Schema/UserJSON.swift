import Domain

/// A user as crew's documented JSON (README, "JSON schema"), built from the Domain's user:
/// `{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz", "uuid": "…"}`.
public enum UserJSON {
    /// The keys, in the order every object writes them.
    public static let keys = ["id", "name", "email", "uuid"]

    /// The user's object; with `only`, just those keys (in this order all the same).
    public static func object(_ user: User, only: [String]? = nil) -> String {
        object(
            id: String(user.id.rawValue), name: user.name.value, email: user.email.value,
            identity: user.uuid.uuidString.lowercased(), only: only)
    }

    /// A user from its values as written (a listed row holds them so).
    public static func object(
        id: String, name: String, email: String, identity: String, only: [String]? = nil
    ) -> String {
        JSONText.object(
            keys: keys, only: only,
            values: [id, JSONText.string(name), JSONText.string(email), JSONText.string(identity)])
    }
}
