import Domain
import DomainTestSupport
import Presentation
import Testing

/// A row holds what a view prints, made with the Domain's rules: a view maps it one to one.
@Suite("ItemRow")
struct ItemRowTests {
    private let today = dueDate("2027-01-15")

    @Test(
        "the due day as a person reads it, its distance, and overdue only while pending",
        arguments: [
            ("2027-01-15", false, "today", "+0d", false), ("2027-01-16", false, "tomorrow", "+1d", false),
            ("2027-01-29", false, "2027-01-29", "+14d", false),
            ("2027-01-10", false, "2027-01-10", "-5d", true),
            ("2027-01-10", true, "2027-01-10", "-5d", false),
        ])
    func dueDay(due: String, done: Bool, text: String, distance: String, overdue: Bool) {
        let row = ItemRow(makeItem(id: 3, done: done, due: dueDate(due)), today: today)
        #expect(row.due == due)
        #expect(row.dueText == text)
        #expect(row.dueDistance == distance)
        #expect(row.isOverdue == overdue)
        #expect(row.status == (done ? "done" : "pending"))
    }

    @Test("the owner by name, by id when the name is unknown, empty for nobody")
    func owner() {
        let names = [userID(1): "Ada Lovelace"]
        let named = ItemRow(makeItem(id: 1, owner: 1), today: today, ownerNames: names)
        #expect((named.owner, named.ownerID) == ("Ada Lovelace", "1"))
        let unknown = ItemRow(makeItem(id: 2, owner: 4), today: today, ownerNames: names)
        #expect((unknown.owner, unknown.ownerID) == ("4", "4"))
        let nobody = ItemRow(makeItem(id: 3), today: today, ownerNames: names)
        #expect((nobody.owner, nobody.ownerID) == ("", ""))
    }

    @Test("the planning texts, and a row being added shown without an id")
    func planningAndPlaceholder() {
        let row = ItemRow(
            makeItem(id: 42, name: "Ship it", priority: .high, tags: tags("ops", "home")), today: today)
        #expect(
            (row.shownID, row.title, row.priority, row.tags, row.tagText) == (
                "42", "Ship it", "high", ["home", "ops"], "home,ops"
            ))
        #expect((row.due, row.dueText, row.dueDistance, row.isOverdue) == ("", "", "", false))
        let adding = ItemRow(adding: makeNewItem("x"), number: 1, today: today)
        #expect((adding.shownID, adding.itemID, adding.isSaving) == ("…", nil, true))
    }
}
