import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Recurrence")
struct RecurrenceTests {
    @Test(
        "a period is read as people type it and written back one way",
        arguments: [
            ("week", "week"), ("Weekly", "week"), ("1 week", "week"), ("2 weeks", "2 weeks"),
            ("2w", "2 weeks"),
            (" 3  days ", "3 days"), ("3d", "3 days"), ("daily", "day"), ("day", "day"), ("month", "month"),
            ("6 months", "6 months"), ("yearly", "year"), ("2y", "2 years"), ("weekdays", "weekdays"),
            ("WEEKDAY", "weekdays"), ("999 days", "999 days"),
        ])
    func typedForms(typed: String, written: String) throws {
        let period = try Recurrence(typed: typed)
        #expect(period.description == written)
        #expect(try Recurrence(typed: written) == period, "what crew writes, it reads back")
    }

    @Test(
        "anything else is refused, naming the rule",
        arguments: [
            ("fortnight", ValidationError.Problem.unknownRecurrence), ("", .unknownRecurrence),
            ("-1 days", .unknownRecurrence), ("2.5 weeks", .unknownRecurrence),
            ("weeks 2", .unknownRecurrence),
            ("0 days", .outOfRange(1...999)), ("1000 weeks", .outOfRange(1...999)),
            ("99999999999999999999 days", .outOfRange(1...999)),
        ])
    func refused(typed: String, problem: ValidationError.Problem) {
        #expect(throws: ValidationError(field: .recurrence, problem: problem)) {
            try Recurrence(typed: typed)
        }
    }

    @Test(
        "the next due day is a period after the last, clamped to the month's end",
        arguments: [
            (Recurrence.days(1), "2027-03-14", "2027-03-15"), (.days(10), "2027-03-14", "2027-03-24"),
            (.weeks(1), "2027-03-14", "2027-03-21"), (.weeks(2), "2027-12-25", "2028-01-08"),
            (.months(1), "2027-01-31", "2027-02-28"), (.months(1), "2028-01-31", "2028-02-29"),
            (.months(3), "2027-11-30", "2028-02-29"), (.years(1), "2028-02-29", "2029-02-28"),
            (.weekdays, "2027-03-12", "2027-03-15"), (.weekdays, "2027-03-13", "2027-03-15"),
            (.weekdays, "2027-03-15", "2027-03-16"),
        ])
    func nextDue(every: Recurrence, due: String, next: String) {
        // Today long before: only the period counts.
        #expect(every.nextDue(after: dueDate(due), today: dueDate("2020-01-01")) == dueDate(next))
    }

    @Test(
        "a late item's next due day is the first of its series that is not before today",
        arguments: [
            (Recurrence.weeks(1), "2027-03-01", "2027-03-20", "2027-03-22"),
            (.weeks(1), "2027-03-01", "2027-03-22", "2027-03-22"),
            (.days(3), "2027-03-01", "2027-03-09", "2027-03-10"),
            // Counted from the first due day, so a series on the 31st keeps the 31st.
            (.months(1), "2027-01-31", "2027-04-15", "2027-04-30"),
            (.months(1), "2027-01-31", "2027-05-05", "2027-05-31"),
            (.years(1), "2020-02-29", "2027-03-01", "2028-02-29"),
            (.weekdays, "2027-03-01", "2027-03-20", "2027-03-22"),
        ])
    func catchingUp(every: Recurrence, due: String, today: String, next: String) {
        #expect(every.nextDue(after: dueDate(due), today: dueDate(today)) == dueDate(next))
    }

    @Test("past the calendar's end there is no next one")
    func calendarEnd() {
        #expect(Recurrence.days(1).nextDue(after: .latest, today: .latest) == nil)
        #expect(
            Recurrence.months(1).nextDue(after: dueDate("9999-12-15"), today: dueDate("2027-01-01")) == nil)
    }
}

@Suite("Recurring items and notes")
struct RecurringItemTests {
    private let today = dueDate("2027-01-15")

    private func recurring(_ id: Int, due: String, every: Recurrence) -> Item {
        var item = makeItem(
            id: id, name: "Water", owner: nil, due: dueDate(due), priority: .high, tags: tags("home"))
        item.every = every
        item.notes = [ItemNote(writtenAt: Date(timeIntervalSince1970: 1), text: noteText("blue can"))]
        return item
    }

    @Test("completing a recurring item adds the next one in the same write; the series moves to it")
    func completing() async throws {
        let items = InMemoryItemRepository([
            recurring(1, due: "2027-01-20", every: .weeks(1)), makeItem(id: 2),
        ])
        let done = try await CompleteItems(items: items, clock: stoppedClock(), today: today).execute(
            itemIDs(1, 2))
        #expect(done.items.map(\.isCompleted) == [true, true])
        #expect(done.items[0].every == nil, "the series goes on in the next one")
        let next = try #require(done.added.first)
        #expect(done.added.count == 1)
        #expect(
            next.name == done.items[0].name && next.due == dueDate("2027-01-27") && next.every == .weeks(1))
        #expect(next.priority == .high && next.tags == tags("home") && !next.isCompleted)
        #expect(next.notes.isEmpty, "the notes were about the one completed")
        #expect(next.createdAt == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(await items.writes == ["update [1, 2] add [3]"], "one write")

        let again = try await CompleteItems(items: items, clock: stoppedClock(), today: today).execute(
            itemIDs(1))
        #expect(again.added.isEmpty && again.unchanged == [itemID(1)])
        _ = try await ReopenItems(items: items).execute(itemIDs(1))
        let reopened = try await CompleteItems(items: items, clock: stoppedClock(), today: today).execute(
            itemIDs(1))
        #expect(reopened.added.isEmpty, "a reopened item no longer recurs: no second next one")
    }

    @Test("a recurring item needs a due day: adding or editing one without it is refused, nothing written")
    func needsDueDay() async throws {
        let items = InMemoryItemRepository([recurring(1, due: "2027-01-20", every: .days(1))])
        var undated = makeNewItem("x")
        undated.every = .weeks(1)
        await #expect(throws: ValidationError(field: .recurrence, problem: .needsDueDay)) {
            try await AddItem(items: items, users: InMemoryUserRepository(), clock: stoppedClock()).execute(
                undated)
        }
        await #expect(throws: ValidationError(field: .recurrence, problem: .needsDueDay)) {
            try await EditItem(items: items, users: InMemoryUserRepository()).execute(
                itemID(1), ItemEdit(due: .clear))
        }
        let stopped = try await EditItem(items: items, users: InMemoryUserRepository()).execute(
            itemID(1), ItemEdit(due: .clear, every: .clear))
        #expect(stopped.items[0].every == nil && stopped.items[0].due == nil)
        #expect(await items.writes == ["update [1]"])
    }

    @Test("notes are added with the clock's time, numbered from the oldest, removed by number")
    func annotating() async throws {
        let items = InMemoryItemRepository([makeItem(id: 1)])
        let annotate = AnnotateItem(items: items, clock: stoppedClock(at: 1_800_000_100))
        let first = try await annotate.add(noteText("first"), to: itemID(1))
        #expect(
            first.notes == [
                ItemNote(writtenAt: Date(timeIntervalSince1970: 1_800_000_100), text: noteText("first"))
            ])
        _ = try await annotate.add(noteText("second"), to: itemID(1))
        let (item, removed) = try await annotate.remove(note: 1, from: itemID(1))
        #expect(removed.text == noteText("first") && item.notes.map(\.text) == [noteText("second")])
        await #expect(throws: DomainError.noSuchNote(itemID(1), number: 2, count: 1)) {
            try await annotate.remove(note: 2, from: itemID(1))
        }
        await #expect(throws: DomainError.itemNotFound(itemID(9))) {
            try await annotate.add(noteText("x"), to: itemID(9))
        }
    }

    @Test("an item keeps at most 100 notes")
    func noteLimit() async throws {
        var full = makeItem(id: 1)
        full.notes = (1...ItemNote.maximumPerItem).map {
            ItemNote(writtenAt: Date(timeIntervalSince1970: TimeInterval($0)), text: noteText("n\($0)"))
        }
        let items = InMemoryItemRepository([full])
        await #expect(throws: ValidationError(field: .notes, problem: .tooMany(maximum: 100))) {
            try await AnnotateItem(items: items, clock: stoppedClock()).add(
                noteText("one more"), to: itemID(1))
        }
        #expect(await items.writes.isEmpty)
    }

    @Test("a note is one line of 1 to 1,000 characters")
    func noteRules() {
        #expect(throws: ValidationError(field: .note, problem: .empty)) { try NoteText("  ") }
        #expect(throws: ValidationError(field: .note, problem: .containsLineBreak)) { try NoteText("a\nb") }
        #expect(throws: ValidationError(field: .note, problem: .tooLong(maximum: 1_000))) {
            try NoteText(String(repeating: "x", count: 1_001))
        }
        #expect((try? NoteText(" trimmed "))?.value == "trimmed")
    }
}
