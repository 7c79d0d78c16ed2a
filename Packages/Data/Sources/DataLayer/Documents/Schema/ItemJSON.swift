import Domain

/// An item as crew's documented JSON (README, "JSON schema"), built from the Domain's item and
/// nothing a view shows: `{"id": 42, "name": "Buy milk", "done": false, "owner": 3,
/// "due": "2026-12-01", "priority": "high", "tags": ["home"], "created": "2026-11-30T09:00:00Z",
/// "completed": null, "uuid": "0b3…", "every": "week", "notes": [{"at": "…", "text": "…"}]}`;
/// `uuid` is the item's stable identity, `every` how often it recurs (null: it does not), `notes`
/// its notes, oldest first (``ItemNotesJSON``).
public enum ItemJSON {
    /// The keys, in the order every object writes them: the ones above, then each plain field's
    /// (`ItemFields.plainFields`).
    public static let keys =
        [
            "id", "name", "done", "owner", "due", "priority", "tags", "created", "completed", "uuid", "every",
            "notes",
        ] + ItemFields.plainFields.map(\.key)

    /// The item's object; with `only`, just those keys (in this order all the same).
    public static func object(_ item: Item, only: [String]? = nil) -> String {
        JSONText.object(keys: keys, only: only, values: values(of: item))
    }

    /// The item's values as JSON, one per key, in the keys' order: for an object that carries
    /// more than the item (`items show --json` adds its history).
    public static func values(of item: Item) -> [String] {
        [
            String(item.id.rawValue), JSONText.string(item.name.value), item.isCompleted ? "true" : "false",
            item.ownerID.map { String($0.rawValue) } ?? "null",
            item.due.map { JSONText.string($0.description) } ?? "null",
            item.priority.map { JSONText.string($0.rawValue) } ?? "null",
            "[" + item.tags.sorted.map { JSONText.string($0.value) }.joined(separator: ", ") + "]",
            item.createdAt.map { JSONText.string(ISOTimestamp.string($0)) } ?? "null",
            item.completedAt.map { JSONText.string(ISOTimestamp.string($0)) } ?? "null",
            JSONText.string(item.uuid.uuidString.lowercased()),
            item.every.map { JSONText.string($0.description) } ?? "null",
            ItemNotesJSON.array(item.notes),
        ] + plainValues(of: item)
    }

    /// Each plain field's value as JSON (a number, a string or null).
    private static func plainValues(of item: Item) -> [String] {
        guard !ItemFields.plainFields.isEmpty else { return [] }
        let members = PlainMembers(item.fields)
        return ItemFields.plainFields.map(members.json(of:))
    }

    /// The item an `object(_:)` wrote; `nil` for text that is not one.
    public static func item(from text: String) -> Item? {
        guard let node = try? JSONParser.parse(Array(text.utf8)),
            // A cache's outbox keeps records made offline: their ids are provisional.
            let fields = try? JSONRecordFields(node, describing: { "\($0)" }, readingProvisionalIDs: true),
            let planning = try? ItemPlanningFields(fields),
            let id: Item.ID = try? fields.identifier("id"),
            let name = try? fields.value("name", { try ItemName($0) })
        else { return nil }
        return Item(id: id, uuid: planning.uuid, name: name, fields: planning.fields)
    }

    /// An array for a command that takes `ID...` (whatever how many were given, so that a script
    /// reads one shape), an object for a command about one item.
    public static func document(_ items: some Collection<Item>, asArray: Bool, only: [String]? = nil)
        -> String
    {
        let objects = items.map { object($0, only: only) }
        return !asArray && objects.count == 1 ? objects[0] : "[" + objects.joined(separator: ", ") + "]"
    }
}
