import DataLayer
import Foundation

/// The PostgreSQL server the tests use: a throwaway cluster that `Scripts/with-postgres.sh`
/// (which `make test` runs the suites under) starts, and names in `CREW_TEST_POSTGRES_URL`.
/// Without it the PostgreSQL cases fail, saying how to get one: they are never skipped.
enum PostgresTestServer {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "no PostgreSQL server for the tests: run them through `make test`, or "
                + "`Scripts/with-postgres.sh swift test` (Scripts/install-dependencies.sh installs PostgreSQL)"
        }
    }

    static func url() throws -> PostgresURL {
        guard let text = ProcessInfo.processInfo.environment["CREW_TEST_POSTGRES_URL"],
            let url = PostgresURL(text)
        else { throw Missing() }
        return url
    }

    /// A schema no other test uses: each store starts empty, and tests run in parallel.
    static func freshSchema() -> String {
        "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }
}
