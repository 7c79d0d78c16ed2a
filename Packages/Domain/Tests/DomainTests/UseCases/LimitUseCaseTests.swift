import Domain
import DomainTestSupport
import Testing

/// The use cases that page through a store themselves, tested one past the largest page
/// (`PageRequest.maximumLimit`): what they look for may be on the page after.
@Suite("Use cases past the largest page")
struct LimitUseCaseTests {
    @Test(
        "a user named by the start of a name is found among more users than a page holds, and an ambiguous start counts them all"
    )
    func findsAUserPastThePage() async throws {
        let count = PageRequest.maximumLimit + 1
        let users = (1...count).map { makeUser(id: $0, name: $0 == count ? "Zoë Last" : "Person \($0)") }
        let repository = InMemoryUserRepository(users)
        let found = try await FindUser(users: repository).execute(try UserReference("zoe"))
        #expect(found.id == userID(count))
        await #expect {
            try await FindUser(users: repository).execute(try UserReference("person"))
        } throws: { error in
            guard case DomainError.ambiguousUser(_, let matches, let total) = error else { return false }
            return total == count - 1 && matches.count == FindUser.namedMatches
        }
    }

    @Test("a replacing import counts every user it removes, past the page")
    func countsEveryHeldUser() async throws {
        let count = PageRequest.maximumLimit + 1
        let items = InMemoryItemRepository()
        let users = InMemoryUserRepository((1...count).map { makeUser(id: $0) }, items: items)
        let held = try await ImportStore(
            users: users, items: items, importer: RecordingStoreImporter(users: users, items: items)
        ).heldRecords()
        #expect(held.users == count)
    }
}
