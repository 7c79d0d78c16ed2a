/// The stored items a lookup found: the readable ones, and the damaged ones (see ``DamagedItem``).
public struct ItemRecords: Hashable, Sendable {
    public var items: [Item]
    public var damaged: [DamagedItem]

    public init(items: [Item], damaged: [DamagedItem] = []) {
        self.items = items
        self.damaged = damaged
    }
}
