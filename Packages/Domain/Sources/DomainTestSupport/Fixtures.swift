import Domain

// Test values built from literals the tests know to be valid: a bad literal stops the test at
// once, which is what a test wants from its own typo. Not for production code (the package
// manifest keeps this library out of every production target).

public func makeUser(id: Int = 1, name: String = "Ada Lovelace", email: String? = nil) -> User {
    User(
        id: userID(id), name: valid { try PersonName(name) },
        email: valid { try EmailAddress(email ?? "user\(id)@example.com") })
}

public func makeNewUser(name: String = "Ada Lovelace", email: String = "ada@example.com") -> NewUser {
    NewUser(name: valid { try PersonName(name) }, email: valid { try EmailAddress(email) })
}

public func makeItem(id: Int, name: String = "Buy milk", done: Bool = false, owner: Int? = nil) -> Item {
    Item(id: itemID(id), name: itemName(name), isCompleted: done, ownerID: owner.map(userID))
}

public func makeNewItem(_ name: String = "Buy milk", done: Bool = false, owner: Int? = nil) -> NewItem {
    NewItem(name: itemName(name), isCompleted: done, ownerID: owner.map(userID))
}

public func userID(_ raw: Int) -> User.ID { valid { try User.ID(validating: raw) } }
public func itemID(_ raw: Int) -> Item.ID { valid { try Item.ID(validating: raw) } }
public func itemIDs(_ raw: Int...) -> [Item.ID] { raw.map(itemID) }
public func itemName(_ text: String) -> ItemName { valid { try ItemName(text) } }
public func personName(_ text: String) -> PersonName { valid { try PersonName(text) } }
public func emailAddress(_ text: String) -> EmailAddress { valid { try EmailAddress(text) } }
public func query(_ text: String) -> SearchQuery { valid { try SearchQuery(text) } }
public func pageOf(_ limit: Int) -> PageRequest { valid { try PageRequest(limit: limit) } }

/// The value `make` builds, or a stop naming the literal's problem.
private func valid<Value>(_ make: () throws -> Value) -> Value {
    do {
        return try make()
    } catch {
        preconditionFailure("a test literal breaks a Domain rule: \(error)")
    }
}
