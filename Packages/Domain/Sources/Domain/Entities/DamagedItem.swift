#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A stored item whose name breaks the Domain's rules (written by another tool, or by an older
/// crew with looser rules). It cannot become an ``Item``, but it is not lost: listings name it
/// instead of failing, and renaming it (which gives it a valid name) or removing it repairs it.
@dynamicMemberLookup
public struct DamagedItem: Hashable, Sendable {
    /// The id the store gave it.
    public let id: Item.ID
    /// Its stable identity across stores and the API.
    public let uuid: UUID
    /// Its other fields, read as they are stored.
    public let fields: ItemFields
    /// What is wrong with its name.
    public let problem: ValidationError

    /// A damaged item; without `uuid`, the identity derived from its id.
    public init(id: Item.ID, uuid: UUID? = nil, fields: ItemFields, problem: ValidationError) {
        self.id = id
        self.uuid = uuid ?? RecordIdentity.derived(kind: .item, id: id.rawValue)
        self.fields = fields
        self.problem = problem
    }

    /// Reads a field of ``fields`` as if it were the damaged item's own (`damaged.due`).
    public subscript<Value>(dynamicMember field: KeyPath<ItemFields, Value>) -> Value {
        fields[keyPath: field]
    }

    /// The item it becomes with a valid name, every other field kept.
    public func repaired(as name: ItemName) -> Item {
        Item(id: id, uuid: uuid, name: name, fields: fields)
    }
}
