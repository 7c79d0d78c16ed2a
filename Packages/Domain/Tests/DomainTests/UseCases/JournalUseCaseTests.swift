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

    @Test("an item's history is the changes that touched it, newest first, each cut to its own steps")
    func itemHistory() async throws {
        let batch = JournalEntry(
            sequence: 3, date: Date(timeIntervalSince1970: 3), users: [],
            items: [
                TouchedRecord(before: makeItem(id: 1), after: makeItem(id: 1, done: true)),
                TouchedRecord(before: makeItem(id: 2), after: makeItem(id: 2, done: true)),
            ])
        let items = InMemoryItemRepository([makeItem(id: 1, done: true), makeItem(id: 2, done: true)])
        let sut = ShowItem(
            items: items, journal: InMemoryJournal([makeChange(1), makeChange(2), batch]))
        let details = try await sut.execute(itemID(1))
        #expect(details.item == makeItem(id: 1, done: true))
        #expect(details.history.map(\.sequence) == [3, 1])
        #expect(
            details.history[0].items == [
                TouchedRecord(before: makeItem(id: 1), after: makeItem(id: 1, done: true))
            ])
        await #expect(throws: DomainError.itemNotFound(itemID(9))) { try await sut.execute(itemID(9)) }
    }

    // MARK: - Helpers

    /// Undo and the list of changes over one journal holding `changes`.
    private func makeSUT(_ changes: [JournalEntry]) -> (UndoLastChange, ListChanges) {
        let journal = InMemoryJournal(changes)
        return (UndoLastChange(journal: journal), ListChanges(journal: journal))
    }

    private func makeChange(_ sequence: Int) -> JournalEntry {
        JournalEntry(
            sequence: sequence, date: Date(timeIntervalSince1970: Double(sequence)), users: [],
            items: [TouchedRecord(before: nil, after: makeItem(id: sequence))])
    }
}
