import Domain
import Foundation
import Presentation

func makeItem(_ id: Int, _ name: String = "Buy milk", done: Bool = false, owner: Int? = nil) -> Item {
    Item(
        id: Item.ID(rawValue: id)!, name: try! ItemName(name), isCompleted: done,
        ownerID: owner.map { User.ID(rawValue: $0)! })
}

func makeUser(_ id: Int, _ name: String = "Ada Lovelace", email: String? = nil) -> User {
    User(
        id: User.ID(rawValue: id)!, name: try! PersonName(name),
        email: try! EmailAddress(email ?? "user\(id)@example.com"))
}

func row(_ id: Int, _ name: String = "Buy milk", done: Bool = false, owner: Int? = nil, saving: Bool = false)
    -> ItemRow
{
    ItemRow(makeItem(id, name, done: done, owner: owner), isSaving: saving)
}

let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)
let staleNotice = StaleNotice { fixedNow }

/// Item ids from literals the tests know to be positive.
func ids(_ raw: Int...) -> [Item.ID] {
    raw.map { Item.ID(rawValue: $0)! }
}
