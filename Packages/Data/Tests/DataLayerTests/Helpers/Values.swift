import Domain

/// Test values from literals the tests know to be valid; a bad literal fails loudly.
func makeUser(id: Int, name: String = "Ada Lovelace", email: String? = nil) -> User {
    User(
        id: User.ID(rawValue: id)!, name: try! PersonName(name),
        email: try! EmailAddress(email ?? "user\(id)@example.com"))
}

func makeNewUser(name: String = "Ada Lovelace", email: String = "ada@example.com") -> NewUser {
    NewUser(name: try! PersonName(name), email: try! EmailAddress(email))
}

func makeItem(id: Int, name: String = "Buy milk", done: Bool = false, owner: Int? = nil) -> Item {
    Item(
        id: Item.ID(rawValue: id)!, name: try! ItemName(name), isCompleted: done,
        ownerID: owner.map { User.ID(rawValue: $0)! })
}

func makeNewItem(_ name: String = "Buy milk", done: Bool = false, owner: Int? = nil) -> NewItem {
    NewItem(name: try! ItemName(name), isCompleted: done, ownerID: owner.map { User.ID(rawValue: $0)! })
}

func userID(_ raw: Int) -> User.ID { User.ID(rawValue: raw)! }
func itemID(_ raw: Int) -> Item.ID { Item.ID(rawValue: raw)! }
func query(_ text: String) -> SearchQuery { try! SearchQuery(text) }
func pageOf(_ limit: Int) -> PageRequest { try! PageRequest(limit: limit) }
