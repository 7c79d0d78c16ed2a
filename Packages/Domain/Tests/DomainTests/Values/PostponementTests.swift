import Domain
import DomainTestSupport
import Testing

@Suite("Postponement")
struct PostponementTests {
    private let today = DueDate(year: 2027, month: 1, day: 15) ?? .latest

    @Test(
        "each due day moves by the duration from its own day; an undated item counts from today",
        arguments: [
            ("1w", "2027-02-01", "2027-02-08"), ("3d", "2027-02-01", "2027-02-04"),
            ("-1d", "2027-02-01", "2027-01-31"),
            ("+2m", "2027-01-31", "2027-03-31"), ("1m", "2027-01-31", "2027-02-28"),
            ("1y", "2028-02-29", "2029-02-28"),
            ("1w", nil, "2027-01-22"),
        ] as [(String, String?, String)])
    func moves(duration: String, due: String?, expected: String) throws {
        let postponement = try Postponement(try TypedDueDate(duration), today: today)
        #expect(try postponement.moved(due.map(dueDate)) == dueDate(expected))
    }

    @Test(
        "a day rather than a duration is refused",
        arguments: ["fri", "2027-03-01", "eom", "today", "tomorrow"])
    func refusesADay(text: String) throws {
        #expect(throws: ValidationError(field: .postponement, problem: .notADuration)) {
            try Postponement(try TypedDueDate(text), today: today)
        }
    }

    @Test("an edit that postpones moves each item from its own due day, and keeps every other field")
    func editPostpones() throws {
        let edit = ItemEdit<User.ID>(postpone: try Postponement(try TypedDueDate("1w"), today: today))
        let item = makeItem(id: 1, name: "a", due: dueDate("2027-03-01"))
        let moved = try edit.applied(to: item)
        #expect(moved.fields.due == dueDate("2027-03-08"))
        #expect(moved.name == item.name)
        #expect(!edit.isEmpty)
    }

    @Test(
        "Taskwarrior's due+1w is the duration an own day moves by; other text is no shift; a day after due is refused",
        arguments: [
            ("due+1w", "+1w"), ("DUE-2d", "-2d"), (" due+3m ", "+3m"), ("due+1d", "+1d"),
        ])
    func ownDayShift(text: String, duration: String) throws {
        #expect(try TypedDueDate.ownDayShift(text)?.text == duration)
    }

    @Test("text that does not start due+ or due- is no shift; due+ a day, or nothing, is refused")
    func notAnOwnDayShift() throws {
        for text in ["fri", "+1w", "due", "duet", "2027-01-01"] {
            #expect(try TypedDueDate.ownDayShift(text) == nil)
        }
        for text in ["due+fri", "due+", "due-eom", "due+2027-01-01"] {
            #expect(throws: ValidationError(field: .postponement, problem: .notADuration)) {
                try TypedDueDate.ownDayShift(text)
            }
        }
    }
}
