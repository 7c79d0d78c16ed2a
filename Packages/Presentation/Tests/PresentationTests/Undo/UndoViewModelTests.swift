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
        let change = RecordedChange(
            sequence: 12, date: fixedNow, users: [],
            items: [
                RowChange(
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

    @Test("with nothing to undo, the error says so")
    func nothingToUndo() async {
        let (sut, recorder) = makeSUT([])
        await sut.undo()
        #expect(sut.state.error == UserFacingError(message: "Nothing to undo.", kind: .notFound))
        #expect(sut.state.confirmation == nil)
        // Checks the states it reaches, not every step on the way.
        recorder.discardReceived()
    }

    @Test("the history lists the changes newest first, in the person's time zone")
    func history() async {
        let first = RecordedChange(
            sequence: 1, date: Date(timeIntervalSince1970: 0),
            users: [RowChange(before: nil, after: makeUser(id: 1, name: "Ada"))],
            items: [])
        let second = RecordedChange(
            sequence: 2, date: Date(timeIntervalSince1970: 3_600 * 25 + 60 * 7), users: [],
            items: [RowChange(before: makeItem(id: 3, name: "x"), after: nil)])
        let (sut, recorder) = makeSUT([first, second])
        await sut.loadHistory()
        #expect(
            sut.state.history == [
                ChangeRow(sequence: "2", date: "1970-01-02 02:07", summary: "removed item 3: x"),
                ChangeRow(
                    sequence: "1", date: "1970-01-01 01:00", summary: "added user 1: Ada <user1@example.com>"),
            ])
        #expect(sut.state.emptyMessage == nil)
        // Checks the states it reaches, not every step on the way.
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

    private func makeSUT(_ changes: [RecordedChange]) -> (UndoViewModel, StateRecorder<UndoState>) {
        let journal = InMemoryChangeJournal(changes)
        let sut = UndoViewModel(
            undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
            timeZone: TimeZone(secondsFromGMT: 3_600)!)
        return (sut, StateRecorder(sut.observe))
    }
}
