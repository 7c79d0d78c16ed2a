import Domain
import Presentation

/// A user as crew's documented JSON (README, "JSON schema"), built from the Domain's user:
/// `{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz", "uuid": "…"}`.
enum UserJSON {
    /// The keys, in the order every object writes them.
    static let keys = ["id", "name", "email", "uuid"]

    static func object(_ user: User) -> String {
        object(UserRow(user))
    }

    /// A listed user: the row holds the user's values as they are written.
    static func object(_ row: UserRow) -> String {
        JSONText.object(
            keys: keys,
            values: [
                row.id.description, JSONText.string(row.name), JSONText.string(row.email),
                JSONText.string(row.identity),
            ])
    }
}
