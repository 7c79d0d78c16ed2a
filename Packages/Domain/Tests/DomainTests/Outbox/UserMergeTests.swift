import Domain
import DomainTestSupport
import Testing

@Suite("UserMerge and settling a user's conflict")
struct UserMergeTests {
    private let base = makeUser(id: 2, name: "Ervin Howell", email: "shanna@melissa.tv")

    private func with(name: String? = nil, email: String? = nil) throws -> User {
        var user = base
        if let name { user.name = try PersonName(name) }
        if let email { user.email = try EmailAddress(email) }
        return user
    }

    @Test("a field only I changed is sent over theirs; a field only they changed is kept")
    func disjointChanges() throws {
        let merge = UserMerge(
            base: base, mine: try with(name: "Ervin H."), theirs: try with(email: "ervin@x.org"))
        #expect(!merge.isConflict)
        #expect(merge.fieldsToSend == [.name])
        #expect(merge.merged == (try with(name: "Ervin H.", email: "ervin@x.org")))
    }

    @Test("the same field changed to the same value is nothing to send; to another value, a conflict")
    func sameField() throws {
        let agreed = UserMerge(
            base: base, mine: try with(name: "Ervin H."), theirs: try with(name: "Ervin H."))
        #expect(!agreed.isConflict && agreed.fieldsToSend.isEmpty)
        let mine = try with(name: "Mine", email: "mine@x.org")
        let theirs = try with(name: "Theirs")
        let conflict = UserMerge(base: base, mine: mine, theirs: theirs)
        #expect(conflict.conflicts == [.name])
        #expect(UserMerge.keepingMine(base: base, mine: mine, theirs: theirs) == mine)
    }

    @Test("keeping a side names only users whose change conflicts; an item id stays an item's")
    func settlingNamesConflicts() async throws {
        let conflicting = WaitingChange(
            number: 1, action: .update, base: nil, record: nil,
            userChange: WaitingUserChange(
                base: base, record: try with(name: "Mine"), conflicts: [.name],
                theirs: try with(name: "Theirs")))
        let waiting = WaitingChange(
            number: 2, action: .update, base: nil, record: nil,
            userChange: WaitingUserChange(base: makeUser(id: 5), record: makeUser(id: 5, name: "Grace")))
        let sut = SettleConflicts(changes: FixedWaitingChanges(changes: [conflicting, waiting]))
        #expect(conflicting.isConflict && !waiting.isConflict)
        #expect(try await sut.keep(.mine, for: [], users: [userID(2)]).map(\.number) == [1])
        await #expect(throws: DomainError.noConflict(.user(userID(5)))) {
            try await sut.keep(.mine, for: [], users: [userID(5)])
        }
        await #expect(throws: DomainError.noConflict(.item(itemID(2)))) {
            try await sut.keep(.mine, for: [itemID(2)])
        }
    }
}

/// What waits, fixed; a keep returns the conflicting changes it was asked for.
private struct FixedWaitingChanges: WaitingChanges {
    let changes: [WaitingChange]

    func waiting() async throws -> [WaitingChange] { changes }

    func keep(_ side: ConflictSide, for ids: [Item.ID], users: [User.ID]) async throws -> [WaitingChange] {
        changes.filter { $0.isConflict && ($0.userChange?.id).map(users.contains) == true }
    }
}
