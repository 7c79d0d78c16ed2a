import DataTestSupport
import Foundation
import Testing

/// A database of its own for one test, on the throwaway cluster `ThrowawayPostgres` names (the
/// one `make test` starts, or one this suite starts when run alone); where PostgreSQL is not
/// installed the PostgreSQL cases are skipped with the reason (`trait`), unless required.
struct PostgresDatabase {
    /// The database's URL, with the cluster's password in it.
    let url: String
    let password: String

    /// What skips a PostgreSQL case where there is no PostgreSQL.
    static let trait = ConditionTrait.enabled(
        if: ThrowawayPostgres.isAvailable, Comment(rawValue: ThrowawayPostgres.skipReason))

    init() throws {
        let server = try ThrowawayPostgres.url()
        guard let slash = server.lastIndex(of: "/") else {
            throw ThrowawayPostgres.Unavailable(description: "not a database URL: \(server)")
        }
        let name = "e2e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let created = try runProgram(
            ["psql", server, "-v", "ON_ERROR_STOP=1", "-qc", "CREATE DATABASE \(name)"], input: "",
            environment: CleanEnvironment.forTools())
        #expect(created.status == 0, "\(created.errors)")
        url = String(server[...slash]) + name
        let userInfo = server.components(separatedBy: "://").last?.components(separatedBy: "@").first ?? ""
        password = userInfo.components(separatedBy: ":").dropFirst().joined(separator: ":")
    }

    /// One value (or several lines of them), through psql.
    func query(_ sql: String) throws -> String {
        let run = try runProgram(
            ["psql", url, "-v", "ON_ERROR_STOP=1", "-tAc", sql], input: "",
            environment: CleanEnvironment.forTools())
        #expect(run.status == 0, "\(run.errors)")
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
