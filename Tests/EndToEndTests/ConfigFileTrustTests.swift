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

    @Test(
        "a config file in a folder others can write is not obeyed, a sticky one included: they could put any file there",
        arguments: [0o777, 0o775, 0o1777])
    func folderWritableByOthers(mode: Int) throws {
        let (sandbox, config) = try makeSUT()
        let elsewhere = sandbox.path("elsewhere.sqlite3")
        try "store = \(elsewhere)\n".write(toFile: config, atomically: false, encoding: .utf8)
        #expect(chmod(config, 0o600) == 0)
        let folder = sandbox.path(".config/crew")
        #expect(chmod(folder, mode_t(mode)) == 0)
        let run = try sandbox.crew(["items", "add", "Secret plan"])
        #expect(run.status == 78, "EX_CONFIG")
        let who = mode & 0o002 != 0 ? "anyone" : "its group"
        #expect(
            run.errorLines == [
                "Error: Not reading the config file \(config): \(who) can write the folder \(folder) (mode \(String(mode, radix: 8))), and so replace the file; make it yours alone: chmod go-w \(folder)"
            ])
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        #expect(chmod(folder, 0o755) == 0)
        #expect(try sandbox.crew(["items", "add", "Secret plan"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere))
    }

    @Test("a config file that is a link is obeyed only when every folder of where it leads is safe too")
    func linkedConfig() throws {
        let (sandbox, config) = try makeSUT()
        let elsewhere = sandbox.path("elsewhere.sqlite3")
        // Someone else's folder that anyone can write: the link's target could be swapped there.
        let shared = sandbox.path("shared")
        try FileManager.default.createDirectory(atPath: shared + "/crew", withIntermediateDirectories: true)
        #expect(chmod(shared, 0o777) == 0)
        try "store = \(elsewhere)\n".write(
            toFile: shared + "/crew/config", atomically: false, encoding: .utf8)
        #expect(chmod(shared + "/crew/config", 0o600) == 0)
        #expect(symlink(shared + "/crew/config", config) == 0)
        let refused = try sandbox.crew(["items", "add", "Secret plan"])
        #expect(refused.status == 78, "EX_CONFIG")
        #expect(
            refused.errors.contains("anyone can write the folder \(shared) (mode 777)"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        // The same link into a folder of the user's own (a dotfiles checkout) is obeyed.
        #expect(chmod(shared, 0o755) == 0)
        let obeyed = try sandbox.crew(["items", "add", "Secret plan"])
        #expect(obeyed.status == 0, "\(obeyed.errors)")
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
