import Domain
import DomainTestSupport
import Testing

/// What a waiting change says of itself: the record it is about, whether it waits for a choice,
/// and the same change with its records settled.
@Suite("Pending change")
struct WaitingChangeTests {
    @Test("an item's change names its item (the record, else the base); a conflict waits for a choice")
    func itemChange() {
        let base = makeItem(id: 3, name: "before")
        let record = makeItem(id: 3, name: "after")
        let change = WaitingChange(number: 7, action: .update, base: base, record: record, batch: 2)
        #expect(change.itemID == itemID(3))
        #expect(change.user == nil)
        #expect(!change.isConflict)
        let conflicted = change.with(base: base, record: record, conflicts: [.name], theirs: base)
        #expect(conflicted.isConflict)
        #expect(conflicted.number == 7 && conflicted.batch == 2 && conflicted.action == .update)
        #expect(conflicted.theirs == base)
        let removal = WaitingChange(number: 8, action: .remove, base: base, record: nil)
        #expect(removal.itemID == itemID(3))
    }

    @Test("a user's change names its user, as the change left it or, for a removal, as it was")
    func userChange() {
        let ada = makeUser(id: 1)
        let added = WaitingChange(
            number: 1, action: .create, base: nil, record: nil, batch: 1,
            userChange: WaitingUserChange(base: nil, record: ada))
        #expect(added.user == ada)
        #expect(added.userChange?.id == ada.id)
        #expect(added.itemID == nil)
        let removed = added.with(userChange: WaitingUserChange(base: ada, record: nil, handover: .release))
        #expect(removed.user == ada)
        #expect(removed.number == 1 && removed.batch == 1)
        let conflicted = removed.with(
            userChange: WaitingUserChange(base: ada, record: nil, conflicts: [.name], theirs: ada))
        #expect(conflicted.isConflict)
    }
}

/// An edit as the command line names it, before and after its owner is looked up.
@Suite("Item edit")
struct ItemEditTests {
    @Test("an edit naming nothing is empty; looking its owner up keeps every other field")
    func ownerLookedUp() throws {
        #expect(ItemEdit<String>().isEmpty)
        let typed = ItemEdit<String>(
            name: itemName("Renamed"), owner: .set("ada"), due: .set(dueDate("2031-01-31")), priority: .clear,
            addedTags: [tag("home")], removedTags: [tag("work")], every: .set(.weeks(1)))
        #expect(!typed.isEmpty)
        let found = typed.withOwner(FieldChange.set(userID(1)))
        #expect(found.owner == .set(userID(1)))
        #expect(found.name == typed.name && found.due == typed.due && found.priority == .clear)
        #expect(
            found.addedTags == [tag("home")] && found.removedTags == [tag("work")]
                && found.every == typed.every)
        let edited = try found.applied(to: makeItem(id: 1, tags: try Tags([tag("work")])))
        let home = try Tags([tag("home")])
        #expect(
            edited.ownerID == userID(1) && edited.tags == home
                && edited.every == .weeks(1))
    }
}
