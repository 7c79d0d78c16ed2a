/// A user as the model holds one: what a listing of users must show.
public struct ModelUser: Hashable, Sendable {
    public var id: Int
    public var name: String
    /// Lower-cased, as crew stores an e-mail address.
    public var email: String

    public init(id: Int, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email.lowercased()
    }
}
