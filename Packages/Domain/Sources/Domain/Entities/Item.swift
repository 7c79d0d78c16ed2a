#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A to-do item: its id and stable identity, its name, and what a team plans it with
/// (``ItemFields``: read as the item's own, `item.due`), optionally owned by a user.
@dynamicMemberLookup
public struct Item: Hashable, Sendable, Identifiable {
    /// The id a store or the API gives an item: unique within that store.
    public typealias ID = Identifier<Item>

    /// The item's id in its store.
    public let id: ID
    /// The stable identity (``RecordIdentity``), which no change alters.
    public let uuid: UUID
    /// What the item is called; never empty, one line.
    public var name: ItemName
    /// Everything else the item holds: status, owner, due day, priority, tags, recurrence, notes and the
    /// plain fields.
    public var fields: ItemFields

    /// `uuid`: `nil` for an item that never had one (derived from its id, the same every time).
    public init(id: ID, uuid: UUID? = nil, name: ItemName, fields: ItemFields) {
        self.id = id
        self.uuid = uuid ?? RecordIdentity.derived(kind: .item, id: id.rawValue)
        self.name = name
        self.fields = fields
    }

    /// Reads and writes a field of ``fields`` as if it were the item's own (`item.due`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<ItemFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    /// This item under another identity: a store keeps the identity it holds when an item is
    /// written over it, since no change alters an identity.
    public func identified(as uuid: UUID) -> Item {
        Item(id: id, uuid: uuid, name: name, fields: fields)
    }
}
