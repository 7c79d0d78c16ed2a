import Domain
import DomainTestSupport
import Foundation
import Presentation

func row(_ id: Int, _ name: String = "Buy milk", done: Bool = false, owner: Int? = nil, saving: Bool = false)
    -> ItemRow
{
    ItemRow(makeItem(id: id, name: name, done: done, owner: owner), isSaving: saving)
}

/// The row of an item being added, the `number`th add of its view model.
func placeholder(_ name: String, owner: Int? = nil, number: Int = 1) -> ItemRow {
    ItemRow(adding: makeNewItem(name, owner: owner), number: number)
}

let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)
let staleNotice = StaleNotice { fixedNow }
