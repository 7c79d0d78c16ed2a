import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Behaviours every `SnapshotStore` must have, run against each implementation: what a backup
/// relies on to be restorable while other processes write.
@Suite("Snapshot store specs")
final class SnapshotStoreSpecs {
    private let directory = TemporaryDirectory()

    @Test(
        "inside a snapshot, reads see the store as it began, whatever another connection commits",
        arguments: StoreKind.allCases)
    func readsSeeOneMoment(kind: StoreKind) async throws {
        let (sut, other) = try makeSUT(kind)
        _ = try await sut.insert(makeNewUser(name: "Ada", email: "ada@x.org"))
        try await sut.beginSnapshot()
        let bob = try await other.insert(makeNewUser(name: "Bob", email: "bob@x.org"))
        _ = try await other.insert([makeNewItem("Bob's", owner: bob.id.rawValue)])
        #expect(try await sut.users(matching: nil, page: .first).elements.map(\.name.value) == ["Ada"])
        #expect(try await sut.counts(matching: ItemFilter()).total == 0)
        #expect(try await sut.items(matching: ItemFilter(), order: .id, page: .first).elements.isEmpty)
        #expect(try await sut.user(withID: bob.id) == nil)
        await sut.endSnapshot()
        #expect(
            try await sut.users(matching: nil, page: .first).elements.map(\.name.value) == ["Ada", "Bob"])
        #expect(try await sut.counts(matching: ItemFilter()).total == 1)
    }

    @Test("after a snapshot ends, the store takes changes again", arguments: StoreKind.allCases)
    func changesAfterSnapshot(kind: StoreKind) async throws {
        let (sut, _) = try makeSUT(kind)
        try await sut.beginSnapshot()
        await sut.endSnapshot()
        _ = try await sut.insert([makeNewItem("after")])
        #expect(try await sut.counts(matching: ItemFilter()).total == 1)
    }

    private func makeSUT(_ kind: StoreKind) throws -> (any LocalStore & SnapshotStore, any LocalStore) {
        try kind.makeStoreAndAnotherConnection(in: directory)
    }
}
