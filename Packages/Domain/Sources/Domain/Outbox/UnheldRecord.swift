/// A record made offline that reached the server, whose answer crew cannot hold
/// (``SentChanges/unheld``): its provisional id, its name, and what in the answer crew cannot hold.
public struct UnheldRecord: Hashable, Sendable {
    public let provisional: Item.ID
    public let name: ItemName
    public let reason: String

    public init(provisional: Item.ID, name: ItemName, reason: String) {
        self.provisional = provisional
        self.name = name
        self.reason = reason
    }
}
