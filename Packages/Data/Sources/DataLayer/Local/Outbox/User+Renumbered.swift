import Domain

extension User {
    /// The same user under another id (a provisional one's, once the server gave it its own).
    func renumbered(as id: User.ID) -> User {
        User(id: id, uuid: uuid, name: name, email: email)
    }
}
