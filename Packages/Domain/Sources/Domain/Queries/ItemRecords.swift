/// The stored items a lookup found: the readable ones, and the damaged ones (see ``DamagedItem``).
public struct ItemRecords: Hashable, Sendable {
    /// The items that could be read.
    public var items: [Item]
    /// The stored items whose values break the Domain's rules, named rather than dropped.
    public var damaged: [DamagedItem]

    /// Items read, and those that could not become items.
    public init(items: [Item], damaged: [DamagedItem] = []) {
        self.items = items
        self.damaged = damaged
    }
}
