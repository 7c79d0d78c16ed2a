import Domain
import DomainTestSupport
import Foundation
import Presentation

func row(
    _ id: Int, _ name: String = "Buy milk", done: Bool = false, owner: Int? = nil, saving: Bool = false,
    created: Date? = nil, completed: Date? = nil
) -> ItemRow {
    ItemRow(
        makeItem(id: id, name: name, done: done, owner: owner, createdAt: created, completedAt: completed),
        today: dayBeforeEveryDueDay, ownerNames: ownerNames, isSaving: saving)
}

/// The names a loaded list knows its owners by: the users the suites store (7 and 8).
let ownerNames = [userID(7): "Ada Lovelace", userID(8): "Ada Lovelace"]

/// The first day there is, as "today" for a view model whose test has no overdue items: no due
/// day is before it.
let dayBeforeEveryDueDay = DueDate.earliest

/// When `stoppedClock()` says it is: what the use cases stamp items with in these tests.
let stamp = Date(timeIntervalSince1970: 1_800_000_000)

/// The row of an item being added, the `number`th add of its view model.
func placeholder(_ name: String, owner: Int? = nil, number: Int = 1) -> ItemRow {
    ItemRow(
        adding: makeNewItem(name, owner: owner), number: number, today: dayBeforeEveryDueDay,
        ownerNames: ownerNames)
}

let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)
let staleNotice = StaleNotice { fixedNow }
