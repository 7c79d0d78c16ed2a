import Domain

/// Users and items as crew's documented JSON, built from the domain values themselves
/// (`{"id", "name", "email"}`, `{"id", "name", "done", "owner"}`, keys in that order).
enum EntityJSON {
    static func user(_ user: User) -> String {
        JSONText.object([
            "id": user.id.description, "name": JSONText.string(user.name.value),
            "email": JSONText.string(user.email.value),
        ])
    }

    static func item(_ item: Item) -> String {
        JSONText.object([
            "id": item.id.description, "name": JSONText.string(item.name.value),
            "done": item.isCompleted ? "true" : "false", "owner": item.ownerID?.description ?? "null",
        ])
    }
}
