import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@MainActor
@Suite("What a recorded change says")
struct ChangeDescriptionTests {
    @Test(
        "each kind of change reads as what a person did, and its undo as what comes back",
        arguments: [
            (
                change(items: [(nil, makeItem(id: 5, name: "Buy milk"))]), "added item 5: Buy milk",
                "removed 1 item"
            ),
            (
                change(items: [(nil, makeItem(id: 5, name: "a")), (nil, makeItem(id: 6, name: "b"))]),
                "added 2 items (5 and 6)",
                "removed 2 items"
            ),
            (
                change(items: [
                    (makeItem(id: 4, name: "a"), makeItem(id: 4, name: "a", done: true)),
                    (makeItem(id: 7, name: "b"), makeItem(id: 7, name: "b", done: true)),
                ]),
                "completed 2 items (4 and 7)", "restored 2 items"
            ),
            (
                change(items: [(makeItem(id: 4, name: "a", done: true), makeItem(id: 4, name: "a"))]),
                "reopened item 4: a",
                "restored 1 item"
            ),
            (
                change(items: [
                    (
                        makeItem(id: 4, name: "a"),
                        makeItem(id: 4, name: "a", done: true, completedAt: fixedNow)
                    )
                ]),
                "completed item 4: a", "restored 1 item"
            ),
            (
                change(items: [
                    (
                        makeItem(id: 4, name: "a", done: true, completedAt: fixedNow),
                        makeItem(id: 4, name: "a")
                    )
                ]),
                "reopened item 4: a", "restored 1 item"
            ),
            (
                change(items: [
                    (
                        makeItem(id: 2, name: "Plan"),
                        makeItem(id: 2, name: "Plan", priority: .high, tags: tags("q1"))
                    )
                ]),
                "edited item 2 (priority, tags): Plan", "restored 1 item"
            ),
            (
                change(
                    items: [(nil, makeItem(id: 5, name: "a")), (nil, makeItem(id: 6, name: "b"))],
                    kind: .import),
                "imported 2 items", "removed 2 items"
            ),
            (
                change(items: [(makeItem(id: 4, name: "old"), makeItem(id: 4, name: "new"))]),
                "renamed item 4: new",
                "restored 1 item"
            ),
            (
                change(items: [(makeItem(id: 4, name: "a"), makeItem(id: 4, name: "a", owner: 2))]),
                "assigned item 4 to Grace: a",
                "restored 1 item"
            ),
            (
                change(items: [(makeItem(id: 4, name: "a", owner: 2), makeItem(id: 4, name: "a"))]),
                "unassigned item 4: a",
                "restored 1 item"
            ),
            (change(items: [(makeItem(id: 4, name: "a"), nil)]), "removed item 4: a", "restored 1 item"),
            (
                change(users: [(nil, makeUser(id: 3, name: "Chloé"))]),
                "added user 3: Chloé <user3@example.com>",
                "removed 1 user"
            ),
            (
                change(users: [(makeUser(id: 3, name: "C"), makeUser(id: 3, name: "Chloé"))]),
                "edited user 3: Chloé <user3@example.com>", "restored 1 user"
            ),
            (
                change(
                    users: [(makeUser(id: 2, name: "Grace"), nil)],
                    items: [
                        (makeItem(id: 4, name: "a", owner: 2), makeItem(id: 4, name: "a", owner: 1)),
                        (makeItem(id: 5, name: "b", owner: 2), makeItem(id: 5, name: "b", owner: 1)),
                    ]),
                "removed user 2: Grace, handing 2 items over to user 1", "restored 1 user and 2 items"
            ),
            (
                change(
                    users: [(makeUser(id: 2, name: "Grace"), nil)],
                    items: [(makeItem(id: 4, name: "a", owner: 2), makeItem(id: 4, name: "a"))]),
                "removed user 2: Grace, releasing 1 item", "restored 1 user and 1 item"
            ),
            (
                change(
                    users: [(nil, makeUser(id: 1)), (nil, makeUser(id: 2))],
                    items: [(nil, makeItem(id: 1)), (nil, makeItem(id: 2)), (nil, makeItem(id: 3))]),
                "added 2 users; added 3 items (1, 2 and 3)", "removed 2 users and 3 items"
            ),
            (
                change(repaired: [makeItem(id: 3, name: "Fix the bike")]), "repaired item 3: Fix the bike",
                "restored 1 item"
            ),
            (
                change(repaired: [makeItem(id: 3), makeItem(id: 8)]), "repaired 2 items (3 and 8)",
                "restored 2 items"
            ),
        ])
    func describes(change: JournalEntry, summary: String, restoration: String) async {
        let journal = InMemoryJournal([change])
        let sut = UndoViewModel(
            undoLastChange: UndoLastChange(journal: journal), listChanges: ListChanges(journal: journal),
            findUser: FindUser(users: InMemoryUserRepository([makeUser(id: 2, name: "Grace")])),
            localTime: .utc)
        await sut.loadHistory()
        #expect(sut.state.history.map(\.summary) == [summary])
        await sut.undo()
        #expect(
            sut.state.confirmation
                == "Undid change 1: \(summary). \(restoration.prefix(1).uppercased() + restoration.dropFirst())."
        )
    }
}

private func change(
    users: [(User?, User?)] = [], items: [(Item?, Item?)] = [], kind: CommandKind = .edit,
    repaired: [Item] = []
) -> JournalEntry {
    JournalEntry(
        sequence: 1, date: fixedNow, users: users.map { TouchedRecord(before: $0.0, after: $0.1) },
        items: items.map { TouchedRecord(before: $0.0, after: $0.1) }, kind: kind, repairedItems: repaired)
}
