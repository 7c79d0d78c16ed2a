import Domain
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
            items: [RowChange(before: makeItem(4, "Buy milk"), after: makeItem(4, "Buy milk", done: true))])
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
        let (sut, _) = makeSUT([])
        await sut.undo()
        #expect(sut.state.error == UserFacingError(message: "Nothing to undo.", kind: .notFound))
        #expect(sut.state.confirmation == nil)
    }

    @Test("the history lists the changes newest first, in the person's time zone")
    func history() async {
        let first = RecordedChange(
            sequence: 1, date: Date(timeIntervalSince1970: 0),
            users: [RowChange(before: nil, after: makeUser(1, "Ada"))],
            items: [])
        let second = RecordedChange(
            sequence: 2, date: Date(timeIntervalSince1970: 3_600 * 25 + 60 * 7), users: [],
            items: [RowChange(before: makeItem(3, "x"), after: nil)])
        let (sut, _) = makeSUT([first, second])
        await sut.loadHistory()
        #expect(
            sut.state.history == [
                ChangeRow(sequence: "2", date: "1970-01-02 02:07", summary: "removed item 3: x"),
                ChangeRow(
                    sequence: "1", date: "1970-01-01 01:00", summary: "added user 1: Ada <user1@example.com>"),
            ])
        #expect(sut.state.emptyMessage == nil)
    }

    @Test("an empty journal has an empty message instead of a history")
    func emptyHistory() async {
        let (sut, _) = makeSUT([])
        await sut.loadHistory()
        #expect(sut.state.history.isEmpty)
        #expect(sut.state.emptyMessage == "No changes to undo.")
    }

    private func makeSUT(_ changes: [RecordedChange]) -> (UndoViewModel, StateRecorder<UndoState>) {
        let journal = FakeChangeJournal(changes)
        let sut = UndoViewModel(
            undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
            timeZone: TimeZone(secondsFromGMT: 3_600)!)
        return (sut, StateRecorder(sut.observe))
    }
}
