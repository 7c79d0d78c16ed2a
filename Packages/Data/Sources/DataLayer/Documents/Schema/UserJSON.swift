import Domain

/// A user as crew's documented JSON (README, "JSON schema"), built from the Domain's user:
/// `{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz", "uuid": "…"}`.
public enum UserJSON {
    /// The keys, in the order every object writes them.
    public static let keys = ["id", "name", "email", "uuid"]

    public static func object(_ user: User) -> String {
        object(
            id: user.id.description, name: user.name.value, email: user.email.value,
            identity: user.uuid.uuidString.lowercased())
    }

    /// A user from its values as written (a listed row holds them so).
    public static func object(id: String, name: String, email: String, identity: String) -> String {
        JSONText.object(
            keys: keys,
            values: [id, JSONText.string(name), JSONText.string(email), JSONText.string(identity)])
    }
}
