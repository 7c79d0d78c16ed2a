import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Undo and the change journal")
struct JournalUseCaseTests {
    @Test("undo reverses the most recent change, then the one before, then says nothing is left")
    func undoWalksBack() async throws {
        let first = makeChange(1)
        let second = makeChange(2)
        let (undo, _) = makeSUT([first, second])
        #expect(try await undo.execute() == second)
        #expect(try await undo.execute() == first)
        await #expect(throws: DomainError.nothingToUndo) { try await undo.execute() }
    }

    @Test("the list of changes is newest first and bounded")
    func listNewestFirst() async throws {
        let (_, list) = makeSUT((1...30).map(makeChange))
        #expect(try await list.execute().map(\.sequence) == Array((11...30).reversed()))
        #expect(try await list.execute(limit: 0).map(\.sequence) == [30])
    }

    // MARK: - Helpers

    /// Undo and the list of changes over one journal holding `changes`.
    private func makeSUT(_ changes: [RecordedChange]) -> (UndoLastChange, ListChanges) {
        let journal = InMemoryChangeJournal(changes)
        return (UndoLastChange(journal: journal), ListChanges(journal: journal))
    }

    private func makeChange(_ sequence: Int) -> RecordedChange {
        RecordedChange(
            sequence: sequence, date: Date(timeIntervalSince1970: Double(sequence)), users: [],
            items: [RowChange(before: nil, after: makeItem(id: sequence))])
    }
}
