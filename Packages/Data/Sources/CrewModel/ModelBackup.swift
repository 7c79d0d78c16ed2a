/// A backup as `crew export` wrote it: every user and item, with their ids and identities.
public struct ModelBackup: Hashable, Sendable {
    public var users: [ModelUser]
    public var items: [ModelItem]
}
