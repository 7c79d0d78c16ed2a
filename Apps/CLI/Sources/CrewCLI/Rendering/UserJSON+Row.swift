import DataLayer
import Presentation

extension UserJSON {
    /// A listed user: the row holds the user's values as they are written.
    static func object(_ row: UserRow, only keys: [String]? = nil) -> String {
        object(id: row.id.description, name: row.name, email: row.email, identity: row.identity, only: keys)
    }
}
