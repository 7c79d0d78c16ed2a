/// Tells whether anything was written since: other connections' commits change
/// `PRAGMA data_version`, this connection's own writes change its total change count.
public struct DatabaseVersion: Equatable, Sendable {
    let dataVersion: Int
    let ownChanges: Int
}
