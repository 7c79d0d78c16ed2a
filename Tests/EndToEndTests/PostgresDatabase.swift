import Foundation
import TestSupport
import Testing

/// A database of its own for one test, on the throwaway cluster that `Scripts/with-postgres.sh`
/// (which `make test` runs this suite under) starts and names in `CREW_TEST_POSTGRES_URL`.
/// Without that server the test fails, saying how to get one; it is never skipped.
struct PostgresDatabase {
    /// The database's URL, with the cluster's password in it.
    let url: String
    let password: String

    struct MissingServer: Error, CustomStringConvertible {
        var description: String {
            "no PostgreSQL server for the tests: run them through `make test`, or "
                + "`Scripts/with-postgres.sh swift test` (Scripts/install-dependencies.sh installs PostgreSQL)"
        }
    }

    init() throws {
        guard let server = ProcessInfo.processInfo.environment["CREW_TEST_POSTGRES_URL"],
            let slash = server.lastIndex(of: "/")
        else { throw MissingServer() }
        let name = "e2e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let created = try runProgram(
            ["psql", server, "-v", "ON_ERROR_STOP=1", "-qc", "CREATE DATABASE \(name)"], input: "",
            environment: ProcessInfo.processInfo.environment)
        #expect(created.status == 0, "\(created.errors)")
        url = String(server[...slash]) + name
        let userInfo = server.components(separatedBy: "://").last?.components(separatedBy: "@").first ?? ""
        password = userInfo.components(separatedBy: ":").dropFirst().joined(separator: ":")
    }

    /// One value (or several lines of them), through psql.
    func query(_ sql: String) throws -> String {
        let run = try runProgram(
            ["psql", url, "-v", "ON_ERROR_STOP=1", "-tAc", sql], input: "",
            environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "\(run.errors)")
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
