/// A record made offline that reached the server, whose answer crew cannot hold
/// (``SendReport/unheld``): its provisional id, its name, and what in the answer crew cannot hold.
public struct UnheldRecord: Hashable, Sendable {
    /// The id the record had offline.
    public let provisional: Item.ID
    /// The record's name, to say which one it was.
    public let name: ItemName
    /// What in the server's answer crew cannot hold.
    public let reason: String

    /// A record the server holds that crew cannot hold, with why.
    public init(provisional: Item.ID, name: ItemName, reason: String) {
        self.provisional = provisional
        self.name = name
        self.reason = reason
    }
}
