import Domain

extension Item {
    /// The same item under another id (a provisional one's, once the server gave it its own).
    func renumbered(as id: Item.ID) -> Item {
        Item(id: id, uuid: uuid, name: name, fields: fields)
    }
}
