#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item that has not been stored yet: the store or the remote assigns the id, unless the
/// item asks for one (an import restoring a listing keeps its ids).
@dynamicMemberLookup
public struct NewItem: Hashable, Sendable {
    /// Its stable identity; `nil` until a store or the remote makes one (a new item), kept from
    /// a document (an import, a restored backup).
    public var uuid: UUID?
    /// What the item will be called.
    public var name: ItemName
    /// `createdAt` is set by the use case that adds it (from its clock), or kept from an
    /// imported document.
    public var fields: ItemFields
    /// The id to store the item under; `nil` lets the store choose.
    public var requestedID: Item.ID?

    /// An item to add: `uuid` keeps an identity it already has (an import), `requestedID` asks a store for an
    /// id (a backup's).
    public init(uuid: UUID? = nil, name: ItemName, fields: ItemFields, requestedID: Item.ID? = nil) {
        self.uuid = uuid
        self.name = name
        self.fields = fields
        self.requestedID = requestedID
    }

    /// A stored item's values, as a draft of itself (what a backup restores, what a list row shows).
    public init(_ item: Item, requestedID: Item.ID? = nil) {
        self.init(uuid: item.uuid, name: item.name, fields: item.fields, requestedID: requestedID)
    }

    /// Reads and writes a field of ``fields`` as if it were the new item's own.
    public subscript<Value>(dynamicMember field: WritableKeyPath<ItemFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    /// The stored item this draft becomes once `id` is assigned (a draft without an identity
    /// gets the one derived from the id: a store makes a new one first).
    public func stored(as id: Item.ID) -> Item {
        Item(id: id, uuid: uuid, name: name, fields: fields)
    }

    /// This draft with an identity: its own, or a new one.
    public func identified() -> NewItem {
        var draft = self
        draft.uuid = uuid ?? RecordIdentity.new()
        return draft
    }
}
