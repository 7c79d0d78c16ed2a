import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Notes and recurrence in every local store: kept with the item, read back exactly (by id, in a
/// listing that asks for notes, in the journal), and a completion that adds the next occurrence
/// written as one change. A note is a record of its own: a listing that does not ask reads none,
/// and the journal holds the notes a change touched.
@Suite("Notes and recurrence store specs")
final class NotesAndRecurrenceStoreSpecs {
    private let directory = TemporaryDirectory()

    private static let notes = [
        ItemNote(
            writtenAt: Date(timeIntervalSince1970: 1_800_000_000), text: noteText("Called \"Bob\" \\ back")),
        ItemNote(
            writtenAt: Date(timeIntervalSince1970: 1_800_000_060), text: noteText("Zoë: ✅ שלום, {\"x\": 1}")),
    ]

    /// A weekly item with both notes, as a person would have made it.
    private static func weeklyWithNotes() -> NewItem {
        var weekly = makeNewItem("Water the plants")
        weekly.due = dueDate("2026-12-07")
        weekly.every = .weeks(1)
        weekly.notes = notes
        return weekly
    }

    @Test(
        "items read by ids close together or far apart are exactly those, each with its own notes",
        arguments: StoreKind.allCases)
    func readByIDs(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        var drafts = (1...8).map { makeNewItem("item \($0)") }
        for index in [1, 2, 5] { drafts[index].notes = [Self.notes[index % 2]] }
        drafts[2].notes = Self.notes
        let stored = try await sut.insert(drafts)
        // Close together (a span with one not asked for, which has notes) and far apart.
        for picked in [[0, 1, 3, 4, 5, 6, 7], [1, 2, 3], [0, 7], [2], [7, 2, 0]] {
            let asked = picked.map { stored[$0].id }
            let read = try await sut.items(withIDs: asked).items
            #expect(
                read.sorted { $0.id.rawValue < $1.id.rawValue } == picked.sorted().map { stored[$0] },
                "ids \(picked)")
        }
    }

    @Test(
        "notes and recurrence are stored with the item and read back exactly", arguments: StoreKind.allCases)
    func readBack(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let weekly = Self.weeklyWithNotes()
        var plain = makeNewItem("Once")
        plain.due = dueDate("2026-12-08")
        let stored = try await sut.insert([weekly, plain])
        #expect(stored[0].notes == Self.notes && stored[0].every == .weeks(1))
        #expect(try await sut.item(withID: stored[0].id) == stored[0])
        #expect(try await sut.items(withIDs: [stored[0].id]).items == [stored[0]])
        let listed = try await sut.items(
            matching: ItemFilter(), order: .pendingFirst, page: PageRequest.first.includingNotes)
        #expect(
            listed.elements == stored, "a listing that asks for notes reads them as every other read does")
        let table = try await sut.items(matching: ItemFilter(), order: .pendingFirst, page: .first)
        #expect(table.elements.map(\.notes) == [[], []], "a listing that does not ask reads no note")
        #expect(table.elements.map(\.every) == stored.map(\.every))
        let next = try await sut.items(
            matching: ItemFilter(), order: .pendingFirst,
            page: try PageRequest(limit: 1, includingNotes: true))
        #expect(next.next?.includesNotes == true, "the next page asks as the first did")

        for every in [Recurrence.days(3), .months(1), .years(2), .weekdays] {
            var changed = stored[1]
            changed.every = every
            changed.notes = [Self.notes[1]]
            try await sut.update([changed])
            #expect(try await sut.item(withID: changed.id) == changed, "\(every)")
        }
        var cleared = try #require(try await sut.item(withID: stored[0].id))
        cleared.every = nil
        cleared.notes = []
        try await sut.update([cleared])
        #expect(try await sut.item(withID: cleared.id) == cleared)
    }

    @Test(
        "one occurrence has one next occurrence: a second completion that raced past the rule is refused by its identity",
        arguments: StoreKind.allCases)
    func oneSuccessorPerOccurrence(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let weekly = try #require(try await sut.insert([Self.weeklyWithNotes()]).first)
        let complete = CompleteItems(
            items: LocalItemRepository(store: sut), clock: stoppedClock(), today: dueDate("2026-12-01"))
        let first = try await complete.execute([weekly.id])
        #expect(first.added.count == 1)
        // What a second process would write had it decided from a read before the first's write.
        var late = weekly
        late.isCompleted = true
        let next = try #require(weekly.fields.nextOccurrence(today: dueDate("2026-12-01")))
        let again = NewItem(
            uuid: RecordIdentity.successor(of: weekly.uuid, dueOn: dueDate("2026-12-07")), name: weekly.name,
            fields: next)
        await #expect(throws: DomainError.itemIdentityTaken(again.uuid!)) {
            try await sut.update([late], adding: [again])
        }
        #expect(try await sut.counts(matching: ItemFilter(status: .pending)).total == 1)
    }

    @Test(
        "an update that adds items is one transaction: an add that fails leaves the update undone too",
        arguments: StoreKind.allCases)
    func updateAndAddAllOrNothing(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let item = try #require(try await sut.insert([makeNewItem("Pay rent")]).first)
        var done = item
        done.isCompleted = true
        await #expect(throws: DomainError.userNotFound(userID(77))) {
            _ = try await sut.update([done], adding: [makeNewItem("Pay rent", owner: 77)])
        }
        #expect(try await sut.item(withID: item.id) == item)
        #expect(try await sut.counts(matching: ItemFilter()).total == 1)

        let next = try await sut.update([done], adding: [makeNewItem("Pay rent")])
        #expect(next.count == 1 && next[0].id > item.id)
        #expect(try await sut.item(withID: item.id)?.isCompleted == true)
        #expect(try await sut.counts(matching: ItemFilter()).total == 2)
    }

    @Test(
        "completing a recurring item with its next one is one journal entry, undone at once",
        arguments: StoreKind.allCases)
    func oneJournalEntry(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let weekly = Self.weeklyWithNotes()
        let item = try #require(try await sut.insert([weekly]).first)
        let before = try await StoreContentsSnapshot(of: sut)
        var done = item
        done.isCompleted = true
        done.every = nil
        var following = makeNewItem("Water the plants")
        following.due = dueDate("2026-12-14")
        following.every = .weeks(1)
        let added = try await sut.update([done], adding: [following])
        let change = try #require(try await sut.recentChanges(limit: 1).first)
        #expect(change.items.count == 2)
        #expect(change.items.compactMap(\.after).first { $0.id == added[0].id }?.every == .weeks(1))
        // The change touched no note: its steps carry none.
        #expect(change.items.compactMap(\.before).first { $0.id == item.id }?.notes == [])
        _ = try #require(try await sut.undoLastChange())
        #expect(try await StoreContentsSnapshot(of: sut) == before)
        #expect(try await sut.item(withID: item.id) == item)
    }

    @Test("a note added or removed is undone, and the journal shows the notes", arguments: StoreKind.allCases)
    func notesUndone(kind: StoreKind) async throws {
        let sut = try kind.makeStore(in: directory)
        let item = try #require(try await sut.insert([makeNewItem("Call Bob")]).first)
        var noted = item
        noted.notes = Self.notes
        try await sut.update([noted])
        let added = try #require(try await sut.recentChanges(limit: 1).first?.items.first)
        #expect(added.before?.notes == [] && added.after?.notes == Self.notes, "the notes the change added")
        var fewer = noted
        fewer.notes.removeFirst()
        try await sut.update([fewer])
        let removed = try #require(try await sut.recentChanges(limit: 1).first?.items.first)
        #expect(
            removed.before?.notes == [Self.notes[0]] && removed.after?.notes == [], "the one note removed")
        #expect(try await sut.changes(toItem: item.id, limit: 5).count == 3, "the item's history holds both")
        _ = try await sut.undoLastChange()
        #expect(try await sut.item(withID: item.id) == noted)
        _ = try await sut.undoLastChange()
        #expect(try await sut.item(withID: item.id) == item)
    }
}
