import Foundation
import Testing

@testable import CrewCLI

/// The environment crew reads: its own variables, the XDG folders, HOME, NO_COLOR and TERM,
/// with their values as the process has them; nothing else is decoded.
@Suite("Process environment")
struct ProcessEnvironmentTests {
    @Test(
        "the variables crew reads, and no others",
        arguments: [
            ("CREW_STORE", true), ("CREW_API_TOKEN", true), ("CREW_", true), ("XDG_DATA_HOME", true),
            ("HOME", true), ("NO_COLOR", true), ("TERM", true), ("CREW", false), ("HOMEDIR", false),
            ("TERMINFO", false), ("NO_COLOUR", false), ("PATH", false), ("PGHOST", false), ("", false),
        ])
    func names(name: String, isRead: Bool) {
        #expect(Array(name.utf8).withUnsafeBytes { ProcessEnvironment.isRead(name: $0) } == isRead)
    }

    @Test("each variable it keeps has the value the process has, and the others are left out")
    func values() throws {
        let process = ProcessInfo.processInfo.environment
        // PATH is set in any test run: a variable crew does not read must be there to be left out.
        try #require(process["PATH"] != nil)
        let expected = process.filter {
            $0.key.hasPrefix("CREW_") || $0.key.hasPrefix("XDG_")
                || ["HOME", "NO_COLOR", "TERM"].contains($0.key)
        }
        #expect(ProcessEnvironment.read() == expected)
        #expect(ProcessEnvironment.read()["PATH"] == nil)
    }
}
