import DataTestSupport
import Foundation
import Testing

/// A temporary home for one test: its own HOME, XDG_DATA_HOME and store, and the built `crew`
/// binary run as a process in it with a controlled environment (no CREW_* from outside).
final class Sandbox: Sendable {
    let root: URL
    let environment: [String: String]

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("crew-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Built from nothing (see `CleanEnvironment`): the folders crew reads are the sandbox's.
        let environment = CleanEnvironment.with(
            home: root.path,
            [
                "XDG_DATA_HOME": root.appendingPathComponent("data").path,
                "XDG_CACHE_HOME": root.appendingPathComponent("cache").path, "TERM": "xterm-256color",
            ])
        self.environment = environment
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The default store of this sandbox: `$XDG_DATA_HOME/crew/crew.sqlite3`.
    var defaultStore: String { root.appendingPathComponent("data/crew/crew.sqlite3").path }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Runs `crew` with `arguments` in the sandbox; its output is captured through files.
    @discardableResult
    func crew(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]) throws
        -> ProgramRun
    {
        try runProgram(
            [try Self.binary().path] + arguments, input: input ?? "",
            environment: environment.merging(extra) { $1 })
    }

    /// Every file of the store's folder and its bytes: what "left untouched" is checked against.
    func snapshot(of folder: String) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, FileManager.default.contents(atPath: folder + "/" + $0) ?? Data())
            })
    }

    /// The API caches of this sandbox: `$XDG_CACHE_HOME/crew`.
    var cacheFolder: String { root.appendingPathComponent("cache/crew").path }

    /// The SQL text of a database, through the sqlite3 shell: what "nothing changed" is
    /// compared against when the bytes of a live WAL database may move.
    func dump(_ path: String) throws -> String {
        let run = try runProgram(["sqlite3", path, ".dump"], input: "", environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        return run.output
    }

    /// One value from the database, through the sqlite3 shell.
    func query(_ path: String, _ sql: String) throws -> String {
        try runProgram(["sqlite3", path, sql], input: "", environment: environment).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The `crew` binary that `make test` builds before this suite (`CREW_BINARY`, or where the
    /// Makefile's shared build or the CLI package's own build puts it).
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["CREW_BINARY"] { return URL(fileURLWithPath: path) }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        // The Makefile's shared build (Scripts/packages.sh), else the CLI package's own.
        let candidates = [".build/shared/debug/crew", "Apps/CLI/.build/debug/crew"].map {
            repository.appendingPathComponent($0)
        }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw MissingBinary(path: candidates[0].path)
        }
        return binary
    }

    /// The release crew `Scripts/build-release.sh` builds (`make install` installs), if built.
    static func releaseBinary() -> URL? {
        let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Apps/CLI/.build/static/release/crew")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    struct MissingBinary: Error, CustomStringConvertible {
        let path: String
        var description: String { "no crew binary at \(path): run `make test` (it builds the CLI first)" }
    }
}
