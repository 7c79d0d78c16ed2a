import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("Local repositories")
final class LocalRepositoryTests {
    private let directory = TemporaryDirectory()

    @Test("missing users and items become the domain's not-found errors", arguments: StoreKind.allCases)
    func missingRowsAreNotFound(kind: StoreKind) async throws {
        let (users, items) = try makeSUT(kind)
        await #expect(throws: DomainError.userNotFound(userID(3))) { try await users.user(withID: userID(3)) }
        await #expect(throws: DomainError.userNotFound(userID(3))) { try await users.update(makeUser(id: 3)) }
        await #expect(throws: DomainError.userNotFound(userID(3))) {
            try await users.remove(userID(3), handingItemsOver: .release)
        }
        await #expect(throws: DomainError.itemNotFound(itemID(4))) { try await items.item(withID: itemID(4)) }
        await #expect(throws: DomainError.itemNotFound(itemID(4))) {
            try await items.update([makeItem(id: 4)])
        }
        await #expect(throws: DomainError.itemNotFound(itemID(4))) { try await items.remove([itemID(4)]) }
    }

    @Test("the use cases run end to end over a real store", arguments: StoreKind.allCases)
    func useCasesOverStore(kind: StoreKind) async throws {
        let (users, items) = try makeSUT(kind)
        let ada = try await RegisterUser(users: users).execute(makeNewUser())
        let item = try await AddItem(items: items, users: users, clock: stoppedClock()).execute(
            makeNewItem("Buy milk", owner: ada.id.rawValue))
        _ = try await CompleteItems(items: items, clock: stoppedClock(), today: dueDate("2027-01-15"))
            .execute([item.id])
        await #expect(throws: DomainError.userOwnsItems(ada.id, count: 1)) {
            try await RemoveUser(users: users, items: items).execute(ada.id)
        }
        try await RemoveUser(users: users, items: items).execute(ada.id, handingItemsOver: .release)
        #expect(
            try await items.item(withID: item.id)
                == Item(
                    id: item.id, uuid: item.uuid, name: item.name, isCompleted: true,
                    createdAt: item.createdAt,
                    completedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(
            try await SummarizeItems(items: items, users: users).execute()
                == ItemCounts(total: 1, completed: 1))
    }

    // MARK: - Helpers

    private func makeSUT(_ kind: StoreKind) throws -> (LocalUserRepository, LocalItemRepository) {
        let store = try kind.makeStore(in: directory)
        return (LocalUserRepository(store: store), LocalItemRepository(store: store))
    }
}
