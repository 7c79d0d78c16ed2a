import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("ItemMerge: a change made offline over the server's record")
struct ItemMergeTests {
    private let base = makeItem(id: 3, name: "Plan", owner: 1, due: dueDate("2027-01-20"), priority: .low)

    @Test("a field only I changed is sent; a field only they changed is kept")
    func disjointChanges() {
        var mine = base
        mine.isCompleted = true
        mine.completedAt = Date(timeIntervalSince1970: 1_800_000_000)
        var theirs = base
        theirs.name = itemName("Plan the offsite")
        let merge = ItemMerge(base: base, mine: mine, theirs: theirs)
        #expect(!merge.isConflict)
        #expect(merge.fieldsToSend == [.done])
        #expect(merge.merged.name == theirs.name && merge.merged.isCompleted)
        #expect(merge.merged.completedAt == mine.completedAt)
    }

    @Test("notes each side added are both kept, the server's first; a note one side removed is a conflict")
    func notesAppend() {
        let first = ItemNote(writtenAt: Date(timeIntervalSince1970: 1_800_000_000), text: noteText("first"))
        let mineNote = ItemNote(writtenAt: Date(timeIntervalSince1970: 1_800_000_100), text: noteText("mine"))
        let theirNote = ItemNote(
            writtenAt: Date(timeIntervalSince1970: 1_800_000_050), text: noteText("theirs"))
        var noted = base
        noted.notes = [first]
        var mine = noted
        mine.notes.append(mineNote)
        var theirs = noted
        theirs.notes.append(theirNote)
        theirs.name = itemName("Plan the offsite")
        let merge = ItemMerge(base: noted, mine: mine, theirs: theirs)
        #expect(!merge.isConflict)
        #expect(merge.fieldsToSend == [.notes])
        #expect(merge.merged.notes == [first, theirNote, mineNote])
        #expect(merge.merged.name == theirs.name)
        var removedThere = noted
        removedThere.notes = [theirNote]
        #expect(ItemMerge(base: noted, mine: mine, theirs: removedThere).conflicts == [.notes])
    }

    @Test("the same field changed to the same value is no conflict and nothing to send")
    func sameValue() {
        var mine = base
        mine.due = dueDate("2027-02-01")
        let merge = ItemMerge(base: base, mine: mine, theirs: mine)
        #expect(!merge.isConflict && merge.fieldsToSend.isEmpty && merge.merged == mine)
    }

    @Test(
        "the same field changed differently is a conflict (notes but both kept), and nothing of the change is sent",
        arguments: ItemField.allCases)
    func conflicts(field: ItemField) throws {
        var mine = base
        var theirs = base
        mine.name = itemName("mine")
        theirs.name = itemName("theirs")
        mine.isCompleted = true
        theirs.isCompleted = false
        mine.ownerID = userID(2)
        theirs.ownerID = nil
        mine.due = dueDate("2027-03-01")
        theirs.due = nil
        mine.priority = .high
        theirs.priority = .medium
        mine.tags = tags("mine")
        theirs.tags = tags("theirs")
        mine.every = .weeks(1)
        theirs.every = .days(1)
        mine.notes = [ItemNote(writtenAt: Date(timeIntervalSince1970: 1), text: noteText("mine"))]
        theirs.notes = [ItemNote(writtenAt: Date(timeIntervalSince1970: 2), text: noteText("theirs"))]
        // Keep only `field` different on both sides; every other field as it was.
        if field.plain != nil {
            // A plain field: its two examples.
            mine = try ItemFieldExamples.changing(field, of: base)
            theirs = try ItemFieldExamples.changing(field, of: base, second: true)
        }
        let one = field.copy(from: mine, into: base)
        let other = field.copy(from: theirs, into: base)
        let merge = ItemMerge(base: base, mine: one, theirs: other)
        if field == .done {
            // Done or not: two sides that both changed it changed it the same way.
            #expect(merge.conflicts.isEmpty && merge.fieldsToSend == [.done])
        } else if field == .notes {
            // Each side added a note: both are kept (`notesAppend`).
            #expect(merge.conflicts.isEmpty && merge.fieldsToSend == [.notes])
            #expect(merge.merged.notes == theirs.notes + mine.notes)
        } else {
            #expect(merge.conflicts == [field])
            #expect(merge.fieldsToSend.isEmpty)
        }
    }

    @Test("keeping mine puts every field I changed over their record, theirs elsewhere")
    func keepingMine() {
        var mine = base
        mine.name = itemName("mine")
        mine.priority = .high
        var theirs = base
        theirs.name = itemName("theirs")
        theirs.tags = tags("ops")
        let kept = ItemMerge.keepingMine(base: base, mine: mine, theirs: theirs)
        #expect(kept.name.value == "mine" && kept.priority == .high && kept.tags == tags("ops"))
        let next = ItemMerge(base: theirs, mine: kept, theirs: theirs)
        #expect(!next.isConflict && next.fieldsToSend == [.name, .priority])
    }
}
