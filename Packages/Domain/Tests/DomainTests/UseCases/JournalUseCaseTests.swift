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
        let undo = UndoLastChange(journal: InMemoryChangeJournal([first, second]))
        #expect(try await undo.execute() == second)
        #expect(try await undo.execute() == first)
        await #expect(throws: DomainError.nothingToUndo) { try await undo.execute() }
    }

    @Test("the list of changes is newest first and bounded")
    func listNewestFirst() async throws {
        let journal = InMemoryChangeJournal((1...30).map(makeChange))
        let listed = try await ListChanges(journal: journal).execute()
        #expect(listed.map(\.sequence) == Array((11...30).reversed()))
        #expect(try await ListChanges(journal: journal).execute(limit: 0).map(\.sequence) == [30])
    }

    private func makeChange(_ sequence: Int) -> RecordedChange {
        RecordedChange(
            sequence: sequence, date: Date(timeIntervalSince1970: Double(sequence)), users: [],
            items: [RowChange(before: nil, after: makeItem(id: sequence))])
    }
}
