import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@MainActor
@Suite("UndoViewModel")
struct UndoViewModelTests {
    @Test("undo says which change it reversed and what it put back")
    func undoConfirms() async {
        let change = JournalEntry(
            sequence: 12, date: fixedNow, users: [],
            items: [
                TouchedRecord(
                    before: makeItem(id: 4, name: "Buy milk"),
                    after: makeItem(id: 4, name: "Buy milk", done: true))
            ])
        let (sut, recorder) = makeSUT([change])
        await sut.undo()
        var running = UndoState()
        running.isRunning = true
        let done = recorder.changed(UndoState()) {
            $0.confirmation = "Undid change 12: completed item 4: Buy milk. Restored 1 item."
        }
        recorder.expect([UndoState(), running, done])
    }

    @Test(
        "undo of your own names the newer change of a teammate it left; undo by number says whose; --by lists one person's"
    )
    func undoByAuthor() async {
        let change = { (sequence: Int, name: String, who: String) in
            JournalEntry(
                sequence: sequence, date: fixedNow, users: [],
                items: [TouchedRecord(before: nil, after: makeItem(id: sequence, name: name))],
                author: author(who))
        }
        let (sut, recorder) = makeSUT([change(1, "Buy milk", "ada"), change(2, "Order cables", "bob")])
        await sut.loadHistory(by: author("BOB"))
        #expect(sut.state.history.map(\.sequence) == [2])
        #expect(sut.state.history.map(\.author) == ["bob"])
        await sut.undo(.newestBy(author("ada")))
        #expect(
            sut.state.confirmation
                == "Undid your change 1: added item 1: Buy milk. Removed 1 item. bob's change 2 is newer and was left as it is."
        )
        await sut.undo(.number(2))
        #expect(
            sut.state.confirmation == "Undid change 2 (bob's): added item 2: Order cables. Removed 1 item.")
        await sut.undo(.newestBy(author("ada")))
        #expect(sut.state.error == UserFacingError(message: "Nothing to undo.", kind: .notFound))
        recorder.discardReceived()
    }

    @Test("with nothing to undo, the error says so")
    func nothingToUndo() async {
        let (sut, recorder) = makeSUT([])
        await sut.undo()
        #expect(sut.state.error == UserFacingError(message: "Nothing to undo.", kind: .notFound))
        #expect(sut.state.confirmation == nil)
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("the history lists the changes newest first, in the person's local time, with what they touched")
    func history() async {
        let first = JournalEntry(
            sequence: 1, date: Date(timeIntervalSince1970: 0),
            users: [TouchedRecord(before: nil, after: makeUser(id: 1, name: "Ada"))],
            items: [])
        let second = JournalEntry(
            sequence: 2, date: Date(timeIntervalSince1970: 3_600 * 25 + 60 * 7), users: [],
            items: [TouchedRecord(before: makeItem(id: 3, name: "x"), after: nil)])
        let (sut, recorder) = makeSUT([first, second])
        await sut.loadHistory()
        #expect(
            sut.state.history == [
                LogRow(
                    sequence: 2, date: "1970-01-02 02:07", time: "1970-01-02T02:07:00+01:00",
                    summary: "removed item 3: x",
                    records: [ChangedRecord(type: "item", id: 3, change: "removed")]),
                LogRow(
                    sequence: 1, date: "1970-01-01 01:00", time: "1970-01-01T01:00:00+01:00",
                    summary: "added user 1: Ada <user1@example.com>",
                    records: [ChangedRecord(type: "user", id: 1, change: "added")]),
            ])
        #expect(sut.state.emptyMessage == nil)
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("times follow the offset the local clock had at each moment, summer time included")
    func localTimeFollowsOffsets() async {
        let winter = JournalEntry(
            sequence: 1, date: Date(timeIntervalSince1970: 1_764_574_080), users: [],
            items: [TouchedRecord(before: nil, after: makeItem(id: 1, name: "x"))])
        let summer = JournalEntry(
            sequence: 2, date: Date(timeIntervalSince1970: 1_751_300_000), users: [],
            items: [TouchedRecord(before: nil, after: makeItem(id: 2, name: "y"))])
        // Paris: +1 h in winter, +2 h in summer.
        let paris = LocalTime { $0.timeIntervalSince1970 > 1_760_000_000 ? 3_600 : 7_200 }
        let (sut, recorder) = makeSUT([winter, summer], localTime: paris)
        await sut.loadHistory()
        #expect(sut.state.history.map(\.date) == ["2025-06-30 18:13", "2025-12-01 08:28"])
        #expect(sut.state.history.map(\.time) == ["2025-06-30T18:13:20+02:00", "2025-12-01T08:28:00+01:00"])
        recorder.discardReceived()
    }

    @Test("a change that assigned an item names the new owner, or their id once they are gone")
    func assignmentNamesOwner() async {
        let assigned = JournalEntry(
            sequence: 3, date: fixedNow, users: [],
            items: [
                TouchedRecord(
                    before: makeItem(id: 13, name: "Fix the bike"),
                    after: makeItem(id: 13, name: "Fix the bike", owner: 1))
            ])
        let gone = JournalEntry(
            sequence: 4, date: fixedNow, users: [],
            items: [
                TouchedRecord(
                    before: makeItem(id: 14, name: "Call"), after: makeItem(id: 14, name: "Call", owner: 9))
            ])
        let (sut, recorder) = makeSUT([assigned, gone], users: [makeUser(id: 1, name: "Zoë Ørsted")])
        await sut.loadHistory()
        #expect(
            sut.state.history.map(\.summary) == [
                "assigned item 14 to user 9: Call", "assigned item 13 to Zoë Ørsted: Fix the bike",
            ])
        recorder.discardReceived()
    }

    @Test("an empty journal has an empty message instead of a history")
    func emptyHistory() async {
        let (sut, recorder) = makeSUT([])
        await sut.loadHistory()
        #expect(sut.state.history.isEmpty)
        #expect(sut.state.emptyMessage == "No changes to undo.")
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    private func makeSUT(
        _ changes: [JournalEntry], users: [User] = [], localTime: LocalTime = LocalTime { _ in 3_600 }
    ) -> (UndoViewModel, StateRecorder<UndoState>) {
        let journal = InMemoryJournal(changes)
        let sut = UndoViewModel(
            undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
            findUser: FindUser(users: InMemoryUserRepository(users)), localTime: localTime)
        return (sut, StateRecorder(sut.observe))
    }
}
