import DataLayer
import DataTestSupport
import Foundation
import Testing

/// The PostgreSQL server the tests use (`ThrowawayPostgres`): the cluster `make test` starts, or
/// one this suite starts itself when run alone. Where PostgreSQL is not installed the PostgreSQL
/// cases are skipped with the reason, unless `CREW_REQUIRE_POSTGRES=1` (make test, CI).
enum PostgresTestServer {
    /// What skips the PostgreSQL-only suites where there is no PostgreSQL.
    static let trait = ConditionTrait.enabled(
        if: ThrowawayPostgres.isAvailable, Comment(rawValue: ThrowawayPostgres.skipReason))

    static func url() throws -> PostgresURL {
        let text = try ThrowawayPostgres.url()
        guard let url = PostgresURL(text) else {
            throw ThrowawayPostgres.Unavailable(description: "not a PostgreSQL URL: \(text)")
        }
        return url
    }

    /// A schema no other test uses: each store starts empty, and tests run in parallel.
    static func freshSchema() -> String {
        "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }
}
