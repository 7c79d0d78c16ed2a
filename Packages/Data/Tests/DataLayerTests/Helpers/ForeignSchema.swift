@_spi(Testing) @testable import DataLayer

/// A schema of another application's in the test server's database: one table, one row, which
/// crew must refuse and leave as it was.
struct ForeignSchema {
    let name = PostgresTestServer.freshSchema()

    /// Creates it through `owner`'s connection.
    init(through owner: PostgresStore) async throws {
        _ = try await owner.runForTesting(
            "CREATE SCHEMA \(name)", "CREATE TABLE \(name).notes (body text)",
            "INSERT INTO \(name).notes VALUES ('keep me')")
    }

    /// Whether it still holds its one table and its row, as `owner` reads it.
    func isUntouched(as owner: PostgresStore) async throws -> Bool {
        let tables = try await owner.runForTesting(
            "SELECT count(*) FROM pg_tables WHERE schemaname = '\(name)'")
        let rows = try await owner.runForTesting("SELECT body FROM \(name).notes")
        return tables == [["1"]] && rows == [["keep me"]]
    }
}
