import Domain

/// A user as crew's documented JSON (README, "JSON schema"), built from the Domain's user:
/// `{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz", "uuid": "…"}`.
enum UserJSON {
    /// The keys, in the order every object writes them.
    static let keys = ["id", "name", "email", "uuid"]

    static func object(_ user: User) -> String {
        JSONText.object(
            keys: keys,
            values: [
                user.id.description, JSONText.string(user.name.value), JSONText.string(user.email.value),
                JSONText.string(user.uuid.uuidString.lowercased()),
            ])
    }
}
