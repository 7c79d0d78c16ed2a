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

    /// The user an `object(_:)` wrote; `nil` for text that is not one.
    public static func user(from text: String) -> User? {
        guard let node = try? JSONParser.parse(Array(text.utf8)),
            // A cache's outbox keeps records made offline: their ids are provisional.
            let fields = try? JSONRecordFields(node, describing: { "\($0)" }, readingProvisionalIDs: true),
            let id: User.ID = try? fields.identifier("id"),
            let name = try? fields.value("name", { try PersonName($0) }),
            let email = try? fields.value("email", { try EmailAddress($0) })
        else { return nil }
        let uuid = (try? fields.optionalValue("uuid") { StoredIdentity.uuid($0) }) ?? nil
        return User(id: id, uuid: uuid ?? nil, name: name, email: email)
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
