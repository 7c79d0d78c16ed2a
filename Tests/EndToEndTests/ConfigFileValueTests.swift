import DataTestSupport
import Foundation
import Testing

/// A bad value in the config file is the file's fault: exit 78, one sentence naming the file and
/// its line, whichever key it is.
@Suite("crew end to end: the config file's values")
struct ConfigFileValueTests {
    @Test(
        "a bad api-url in the file is exit 78 naming the file and its line, not a usage error blaming --api-url",
        arguments: ["http://127.0.0.1:99999", "ftp://example.com", "http://exa mple.com"])
    func badAPIURL(value: String) throws {
        let sandbox = try Sandbox()
        let folder = sandbox.path(".config/crew")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data("# the team's API\napi-url = \"\(value)\"\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/config"))
        #expect(chmod(folder + "/config", 0o600) == 0)
        let run = try sandbox.crew(["items", "list"])
        #expect(run.status == 78)
        #expect(
            run.errors.hasPrefix(
                "Error: \(folder)/config line 2: the value '\(value)' is invalid for 'api-url': "))
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(!run.errors.contains("--api-url"))
        #expect(try sandbox.crew(["--version"]).status == 0, "--version needs no settings")
    }
}
