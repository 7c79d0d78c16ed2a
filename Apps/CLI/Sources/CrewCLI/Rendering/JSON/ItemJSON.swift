import Domain

/// An item as crew's documented JSON (README, "JSON schema"), built from the Domain's item and
/// nothing a view shows: `{"id": 42, "name": "Buy milk", "done": false, "owner": 3}`.
enum ItemJSON {
    /// The keys, in the order every object writes them.
    static let keys = ["id", "name", "done", "owner"]

    static func object(_ item: Item) -> String {
        JSONText.object(
            keys: keys,
            values: [
                item.id.description, JSONText.string(item.name.value), item.isCompleted ? "true" : "false",
                item.ownerID?.description ?? "null",
            ])
    }

    /// One item as an object, several (or an answer to several ids) as an array.
    static func document(_ items: [Item], asked: Int) -> String {
        let objects = items.map(object)
        return asked == 1 && objects.count == 1 ? objects[0] : "[" + objects.joined(separator: ", ") + "]"
    }
}
