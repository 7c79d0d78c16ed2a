/// Who made a change, as the journal keeps it: the configured `me`, else the login name of the
/// operating-system user; on PostgreSQL also the session's role, which the server records (a
/// client cannot claim another). Changes journaled before crew recorded authors are `unknown`.
///
/// Two authors are the same person when their names are, ignoring case (`crew log --by ada`
/// finds Ada's changes).
public struct ChangeAuthor: Hashable, Sendable, CustomStringConvertible {
    /// The longest name, in characters.
    public static let maximumLength = 100

    /// The author's name: one line, trimmed.
    public let name: String
    /// The database role the change was made as (`current_user` on PostgreSQL), as the server
    /// recorded it; `nil` where the store has none.
    public let role: String?

    /// Checks `name` as every one-line name is checked (trimmed, not empty, no control or
    /// invisible character, at most ``maximumLength``).
    public init(_ name: String) throws(ValidationError) {
        self.name = try SingleLineText.validated(name, field: .author, maximumLength: Self.maximumLength)
        self.role = nil
    }

    /// An author as a store read it back: a name that no longer passes (another tool wrote it)
    /// is `unknown` rather than a failure to read the journal.
    public init(stored name: String, role: String? = nil) {
        self.name = (try? ChangeAuthor(name))?.name ?? Self.unknown.name
        self.role = role.flatMap { try? ChangeAuthor($0) }?.name
    }

    private init(fixed name: String) {
        self.name = name
        self.role = nil
    }

    /// The author of changes journaled before authors were recorded.
    public static let unknown = ChangeAuthor(fixed: "unknown")

    /// Whether `other` names the same person (names equal, ignoring case).
    public func isSamePerson(as other: ChangeAuthor) -> Bool {
        name.lowercased() == other.name.lowercased()
    }

    public var description: String { name }
}
