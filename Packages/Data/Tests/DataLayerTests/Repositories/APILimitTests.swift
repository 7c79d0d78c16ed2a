import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

/// An API's limits tested past: the server's page (250 todos a request, and a server that caps
/// pages lower than asked), and the outbox sending more changes than any page or batch holds.
@Suite("An API past its limits")
struct APILimitTests {
    @Test(
        "a sync reads every todo past the API's page, and past a cap the server puts on pages",
        arguments: [250, 251, 501])
    func syncReadsEveryPage(count: Int) async throws {
        let api = await FakeRemoteAPI.pagingPendingTodos(count)
        await api.capPages(at: 100)
        let (cache, sync) = makeSUT(api)
        _ = try await sync.execute()
        #expect(try await cache.counts(matching: ItemFilter()).total == count)
    }

    @Test("1,001 changes made offline, one bulk change by filter, all reach the server at the next sync")
    func outboxPastAThousand() async throws {
        let count = PageRequest.maximumLimit + 1
        let api = await FakeRemoteAPI.pagingPendingTodos(count)
        let (cache, sync) = makeSUT(api)
        _ = try await sync.execute()
        await api.goOffline()
        let repository = RemoteItemRepository(
            remote: RemoteItemDataSource(client: api, baseURL: Self.base),
            remoteUsers: RemoteUserDataSource(client: api, baseURL: Self.base), cache: cache,
            policy: CachePolicy(maximumAge: 3_600) { Date() })
        let completed = try await CompleteItems(
            items: repository, clock: stoppedClock(), today: dueDate("2027-01-15")
        )
        .execute(.matching(ItemFilter(status: .pending)))
        #expect(completed.changed.count == count)
        #expect(try await cache.pendingChanges().count == count)
        await api.comeBack()
        _ = try await sync.execute()
        #expect(try await cache.pendingChanges().isEmpty)
        #expect(await api.todos.values.filter(\.completed).count == count)
    }

    private static let base = URL(string: "https://api.example")!

    private func makeSUT(_ api: FakeRemoteAPI) -> (cache: SQLiteStore, sync: SyncWithRemote) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-api-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = try! SQLiteStore(
            path: folder.appendingPathComponent("cache.sqlite3").path,
            contents: .cache(origin: APIOrigin(Self.base)?.description ?? "https://api.example"))
        let sync = SyncWithRemote(
            synchronizer: RemoteCacheSynchronizer(
                remoteUsers: RemoteUserDataSource(client: api, baseURL: Self.base),
                remoteItems: RemoteItemDataSource(client: api, baseURL: Self.base), cache: cache,
                policy: CachePolicy(maximumAge: 3_600) { Date() }))
        return (cache, sync)
    }
}
