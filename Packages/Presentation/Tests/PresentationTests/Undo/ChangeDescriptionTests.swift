import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite("What a recorded change says")
struct ChangeDescriptionTests {
    @Test(
        "each kind of change reads as what a person did, and its undo as what comes back",
        arguments: [
            (change(items: [(nil, makeItem(5, "Buy milk"))]), "added item 5: Buy milk", "removed 1 item"),
            (
                change(items: [(nil, makeItem(5, "a")), (nil, makeItem(6, "b"))]), "added 2 items (5 and 6)",
                "removed 2 items"
            ),
            (
                change(items: [
                    (makeItem(4, "a"), makeItem(4, "a", done: true)),
                    (makeItem(7, "b"), makeItem(7, "b", done: true)),
                ]),
                "completed 2 items (4 and 7)", "restored 2 items"
            ),
            (
                change(items: [(makeItem(4, "a", done: true), makeItem(4, "a"))]), "reopened item 4: a",
                "restored 1 item"
            ),
            (
                change(items: [(makeItem(4, "old"), makeItem(4, "new"))]), "renamed item 4: new",
                "restored 1 item"
            ),
            (
                change(items: [(makeItem(4, "a"), makeItem(4, "a", owner: 2))]), "assigned item 4: a",
                "restored 1 item"
            ),
            (
                change(items: [(makeItem(4, "a", owner: 2), makeItem(4, "a"))]), "unassigned item 4: a",
                "restored 1 item"
            ),
            (change(items: [(makeItem(4, "a"), nil)]), "removed item 4: a", "restored 1 item"),
            (
                change(users: [(nil, makeUser(3, "Chloé"))]), "added user 3: Chloé <user3@example.com>",
                "removed 1 user"
            ),
            (
                change(users: [(makeUser(3, "C"), makeUser(3, "Chloé"))]),
                "edited user 3: Chloé <user3@example.com>", "restored 1 user"
            ),
            (
                change(
                    users: [(makeUser(2, "Grace"), nil)],
                    items: [
                        (makeItem(4, "a", owner: 2), makeItem(4, "a", owner: 1)),
                        (makeItem(5, "b", owner: 2), makeItem(5, "b", owner: 1)),
                    ]),
                "removed user 2: Grace, handing 2 items over to user 1", "restored 1 user and 2 items"
            ),
            (
                change(
                    users: [(makeUser(2, "Grace"), nil)],
                    items: [(makeItem(4, "a", owner: 2), makeItem(4, "a"))]),
                "removed user 2: Grace, releasing 1 item", "restored 1 user and 1 item"
            ),
            (
                change(
                    users: [(nil, makeUser(1)), (nil, makeUser(2))],
                    items: [(nil, makeItem(1)), (nil, makeItem(2)), (nil, makeItem(3))]),
                "imported 2 users and 3 items", "removed 2 users and 3 items"
            ),
        ])
    func describes(change: RecordedChange, summary: String, restoration: String) async {
        let journal = FakeChangeJournal([change])
        let sut = UndoViewModel(
            undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
            timeZone: TimeZone(secondsFromGMT: 0)!)
        await sut.loadHistory()
        #expect(sut.state.history.map(\.summary) == [summary])
        await sut.undo()
        #expect(
            sut.state.confirmation
                == "Undid change 1: \(summary). \(restoration.prefix(1).uppercased() + restoration.dropFirst())."
        )
    }
}

private func change(users: [(User?, User?)] = [], items: [(Item?, Item?)] = []) -> RecordedChange {
    RecordedChange(
        sequence: 1, date: fixedNow, users: users.map { RowChange(before: $0.0, after: $0.1) },
        items: items.map { RowChange(before: $0.0, after: $0.1) })
}
