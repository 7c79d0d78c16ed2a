import DataTestSupport
import Foundation
import Testing

/// The config file is obeyed only when it is the user's own regular file: it chooses the store,
/// and the API that `CREW_API_TOKEN` is sent to.
@Suite("crew end to end: a config file crew does not trust")
struct ConfigFileTrustTests {
    @Test("a FIFO where the config file goes is one sentence, never a hang")
    func fifo() throws {
        let (sandbox, config) = try makeSUT()
        #expect(mkfifo(config, 0o600) == 0)
        // `timeout` ends the test's wait, should crew hang as it did.
        let run = try runTool(
            ["timeout", "20", try Sandbox.binary().path, "items", "list"], input: "",
            environment: sandbox.environment)
        #expect(run.status == 78, "EX_CONFIG")
        #expect(
            run.errors.hasPrefix(
                "Error: Not reading the config file \(config): it is not a regular file (a pipe, a device or a folder)\n"
            ), "\(run.errors)")
    }

    @Test("a config file others can write is not obeyed: its store gets nothing")
    func writableByOthers() throws {
        let (sandbox, config) = try makeSUT()
        let elsewhere = sandbox.path("elsewhere.sqlite3")
        try "store = \(elsewhere)\n".write(toFile: config, atomically: false, encoding: .utf8)
        #expect(chmod(config, 0o666) == 0)
        let run = try sandbox.crew(["items", "add", "Secret plan"])
        #expect(run.status == 78, "EX_CONFIG")
        #expect(
            run.errors.contains("anyone can write it (mode 666); make it yours alone: chmod go-w \(config)"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        #expect(chmod(config, 0o600) == 0)
        #expect(try sandbox.crew(["items", "add", "Secret plan"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere))
    }

    /// A sandbox whose config file is `~/.config/crew/config` (its HOME's), not yet made.
    private func makeSUT() throws -> (Sandbox, String) {
        let sandbox = try Sandbox()
        let folder = sandbox.path(".config/crew")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (sandbox, folder + "/config")
    }
}
