import Foundation
import Testing

/// Runs `sql` on the database at `path` through the sqlite3 shell: a database built the way
/// another program (or an older crew) would build it, not through the store under test.
func sqliteShell(_ path: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", path, sql]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
}
