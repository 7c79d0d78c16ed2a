import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import CrewCLI

@MainActor
@Suite("DependencyContainer")
struct DependencyContainerTests {
    @Test("picks the remote repositories when an API is configured, the local ones otherwise")
    func picksRepositories() {
        #expect(!makeSUT(apiURL: nil).container.isRemote)
        #expect(makeSUT(apiURL: URL(string: "http://127.0.0.1:9")).container.isRemote)
    }

    @Test("without an API, sync has nothing to work with")
    func noSyncWithoutRemote() throws {
        #expect(throws: DomainError.self) { try makeSUT(apiURL: nil).container.makeSyncViewModel() }
    }

    @Test("the store is opened only when a command needs it")
    func opensStoreLazily() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-lazy-\(UUID().uuidString).sqlite3"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (sut, _) = makeSUT(store: .file(path: path, contents: .localData))
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = try sut.makeItemListViewModel()
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("with an API, a store that cannot be opened becomes an in-memory cache with one warning")
    func remoteFallsBackToMemory() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-foreign-\(UUID().uuidString)"
        ).path
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (sut, warnings) = makeSUT(
            store: .file(path: path, contents: .cache(origin: "http://127.0.0.1:9")),
            apiURL: URL(string: "http://127.0.0.1:9"))
        _ = try sut.makeItemListViewModel()
        _ = try sut.makeUserListViewModel()
        #expect(warnings.lines.count == 1)
        #expect(warnings.lines.first?.hasPrefix("Warning: cannot use the cache") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not a database".utf8))
    }

    @Test("with an API, a local store given as the cache is an error, never replaced by a memory cache")
    func remoteRefusesLocalStore() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-local-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try await SQLiteStore(path: path, contents: .localData).insert(
            NewUser(name: try PersonName("Ada"), email: try EmailAddress("ada@x.org")))
        let (sut, warnings) = makeSUT(
            store: .file(path: path, contents: .cache(origin: "http://127.0.0.1:9")),
            apiURL: URL(string: "http://127.0.0.1:9"))
        #expect(throws: StoreError.self) { try sut.makeItemListViewModel() }
        #expect(warnings.lines.isEmpty)
    }

    @Test("without an API, a store that cannot be opened is an error")
    func localStoreErrorIsReported() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crew-foreign-\(UUID().uuidString)"
        ).path
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: (any Error).self) {
            try makeSUT(store: .file(path: path, contents: .localData)).container.makeItemListViewModel()
        }
    }

    // MARK: - Helpers

    /// The warnings a container printed.
    private final class Warnings {
        var lines: [String] = []
    }

    private func makeSUT(store: StoreLocation = .inMemory, apiURL: URL? = nil) -> (
        container: DependencyContainer, warnings: Warnings
    ) {
        let warnings = Warnings()
        let container = DependencyContainer(
            configuration: Configuration(
                store: store, apiURL: apiURL, apiOrigin: apiURL.flatMap(APIOrigin.init), apiToken: nil,
                apiTimeout: 10, useColor: false, trace: false, historyPath: nil, me: nil, configPath: nil,
                sources: []),
            today: dueDate("2027-01-15"), warn: { warnings.lines.append($0) })
        return (container, warnings)
    }
}
