import Foundation
import Testing

@testable import CrewCLI

/// `crew config set|unset`: the config file written by crew, read back as crew reads it.
@Suite("crew config set and unset")
@MainActor
final class ConfigCommandTests {
    /// The test's own folder: its HOME, removed when the test ends.
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "crew-config-\(UUID().uuidString)"
    ).path
    private var file: String { home + "/.config/crew/config" }

    deinit {
        try? FileManager.default.removeItem(atPath: home)
    }

    @Test("set makes the file 0600 in folders made 0700, and crew reads the setting from it")
    func setMakesTheFile() async throws {
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let set = try await run(["config", "set", "me", "ada"])
        #expect(set.status == .success, "\(set.errors)")
        #expect(set.output == "Set me = ada in \(file)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "me = ada\n")
        #expect(try mode(of: file) == 0o600)
        #expect(try mode(of: home + "/.config/crew") == 0o700 && mode(of: home + "/.config") == 0o700)
        let shown = try await run(["config"]).output
        #expect(shown.contains("me\tada\t\(file) line 1"), "\(shown)")
    }

    @Test(
        "set replaces the key's line, keeping comments and other lines, or adds one at the end; a value with # is quoted"
    )
    func setKeepsTheRest() async throws {
        try write("# mine\ncolor = never\nme = bob # the boss\n\n")
        #expect(try await run(["config", "set", "me", "ada"]).status == .success)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# mine\ncolor = never\nme = ada\n\n")
        #expect(try await run(["config", "set", "store", "/tmp/a #1.sqlite3"]).status == .success)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written == "# mine\ncolor = never\nme = ada\n\nstore = \"/tmp/a #1.sqlite3\"\n", "\(written)")
        #expect(try await run(["config"]).output.contains("store\t/tmp/a #1.sqlite3\t"))
    }

    @Test("a value the reader refuses writes nothing (exit 78); so does a file others can write")
    func refusals() async throws {
        try write("me = ada\n")
        let purple = try await run(["config", "set", "color", "purple"])
        #expect(purple.status == .configuration)
        #expect(purple.errors.contains("the value 'purple' is invalid for 'color'"), "\(purple.errors)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "me = ada\n")
        #expect(chmod(file, 0o666) == 0)
        let shared = try await run(["config", "set", "color", "never"])
        #expect(shared.status == .configuration && shared.errors.contains("can write it"), "\(shared.errors)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "me = ada\n")
    }

    @Test("unset takes the key out (a file crew cannot read is mended so); a key not set changes nothing")
    func unset() async throws {
        try write("me = ada\ncolor = purple\n")
        #expect(try await run(["ls", "--in-memory"]).status == .configuration)
        let mended = try await run(["config", "unset", "color"])
        #expect(
            mended.status == .success && mended.output == "Took color out of \(file)\n", "\(mended.errors)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "me = ada\n")
        #expect(try await run(["ls", "--in-memory"]).status == .success)
        let absent = try await run(["config", "unset", "color"])
        #expect(absent.status == .success && absent.output.contains("color is not set"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "me = ada\n")
    }

    @Test(
        "a set without its value, an unset with one, an unknown key or action are usage errors",
        arguments: [
            ["config", "set", "me"], ["config", "unset", "me", "ada"], ["config", "set", "colour", "never"],
            ["config", "put", "me", "ada"], ["config", "me"],
        ])
    func usage(arguments: [String]) async throws {
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        #expect(try await run(arguments).status == .usage)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: home + "/.config/crew", withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        #expect(chmod(home, 0o700) == 0 && chmod(home + "/.config", 0o700) == 0)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o600) == 0)
    }

    private func mode(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    private func run(_ arguments: [String]) async throws -> (
        status: CrewCLI.ExitStatus, output: String, errors: String
    ) {
        let console = TestConsole(isTerminal: false)
        let status = await CrewApplication.run(
            arguments: arguments, environment: ["HOME": home, "NO_COLOR": "1"], console: console.console)
        return (status, console.output.text, console.errors.text)
    }
}
