import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

public func makeItem(
    id: Int, name: String = "Buy milk", done: Bool = false, owner: Int? = nil, due: DueDate? = nil,
    priority: Priority? = nil, tags: Tags = .none, createdAt: Date? = nil, completedAt: Date? = nil
) -> Item {
    Item(
        id: itemID(id), name: itemName(name), isCompleted: done, ownerID: owner.map(userID), due: due,
        priority: priority, tags: tags, createdAt: createdAt, completedAt: completedAt)
}

public func makeNewItem(_ name: String = "Buy milk", done: Bool = false, owner: Int? = nil) -> NewItem {
    NewItem(name: itemName(name), isCompleted: done, ownerID: owner.map(userID))
}

public func userID(_ raw: Int) -> User.ID { valid { try User.ID(validating: raw) } }
public func itemID(_ raw: Int) -> Item.ID { valid { try Item.ID(validating: raw) } }
public func itemIDs(_ raw: Int...) -> [Item.ID] { raw.map(itemID) }
public func itemName(_ text: String) -> ItemName { valid { try ItemName(text) } }
public func personName(_ text: String) -> PersonName { valid { try PersonName(text) } }
public func noteText(_ text: String) -> NoteText { valid { try NoteText(text) } }
public func emailAddress(_ text: String) -> EmailAddress { valid { try EmailAddress(text) } }
public func query(_ text: String) -> SearchQuery { valid { try SearchQuery(text) } }
public func pageOf(_ limit: Int) -> PageRequest { valid { try PageRequest(limit: limit) } }
public func author(_ name: String) -> ChangeAuthor { valid { try ChangeAuthor(name) } }

/// The value `make` builds, or a stop naming the literal's problem.
private func valid<Value>(_ make: () throws -> Value) -> Value {
    do {
        return try make()
    } catch {
        preconditionFailure("a test literal breaks a Domain rule: \(error)")
    }
}

/// A clock stopped at 2027-01-15 08:00:00 UTC (a Friday), unless told otherwise.
public func stoppedClock(at seconds: Int = 1_800_000_000) -> WallClock {
    WallClock { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}

public func dueDate(_ text: String) -> DueDate {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, let date = DueDate(year: parts[0], month: parts[1], day: parts[2]) else {
        preconditionFailure("a test literal is not a day: \(text)")
    }
    return date
}

public func tag(_ text: String) -> Tag { valid { try Tag(text) } }
public func tags(_ texts: String...) -> Tags { valid { try Tags(texts.map(tag)) } }
