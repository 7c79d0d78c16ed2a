import Foundation
import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#endif

@MainActor
@Suite("ShellHistory")
final class ShellHistoryTests {
    /// The test's own folder, removed when the test ends.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "crew-history-\(UUID().uuidString)"
    ).path

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test("a line is kept in a file only its owner can read, and read back by the next session")
    func keepsLines() throws {
        let (sut, folder) = try makeSUT()
        sut.add("add one")
        sut.add("done 1")
        #expect(try String(contentsOfFile: folder + "/history", encoding: .utf8) == "add one\ndone 1\n")
        #expect(mode(folder + "/history") == 0o600)
        #expect(
            ShellHistory(path: folder + "/history", isSecret: { _ in false }).lines == ["add one", "done 1"])
    }

    @Test("past its capacity the oldest line goes, in the file too")
    func keepsTheNewestPastItsCapacity() throws {
        let (sut, folder) = try makeSUT()
        for number in 1...(ShellHistory.capacity + 1) { sut.add("done \(number)") }
        #expect(sut.lines.count == ShellHistory.capacity)
        #expect(sut.lines.first == "done 2")
        #expect(sut.lines.last == "done \(ShellHistory.capacity + 1)")
        #expect(ShellHistory(path: folder + "/history", isSecret: { _ in false }).lines == sut.lines)
    }

    @Test("a link planted at a temporary name is never written through; the history is still saved")
    func plantedLink() throws {
        let (sut, folder) = try makeSUT()
        let victim = folder + "/victim.txt"
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        chmod(victim, 0o644)
        symlink(victim, folder + "/history.new")
        symlink(victim, folder + "/history.crew-\(getpid()).tmp")
        sut.add("add one")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(mode(victim) == 0o644)
        // This process's temporary name is taken: the line waits for the next save, written safely.
        unlink(folder + "/history.crew-\(getpid()).tmp")
        sut.add("add two")
        #expect(try String(contentsOfFile: folder + "/history", encoding: .utf8) == "add one\nadd two\n")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
    }

    @Test("a history that is a folder leaves no temporary file beside it")
    func historyIsAFolder() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createDirectory(
            atPath: folder + "/history", withIntermediateDirectories: true)
        sut.add("add one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history"])
    }

    @Test("a line holding a secret is never kept")
    func secretNotKept() throws {
        let (sut, folder) = try makeSUT(isSecret: { $0.contains("s3cret") })
        sut.add("add s3cret thing")
        sut.add("add plain")
        #expect(try String(contentsOfFile: folder + "/history", encoding: .utf8) == "add plain\n")
    }

    private func makeSUT(isSecret: @escaping (String) -> Bool = { _ in false }) throws -> (
        ShellHistory, String
    ) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (ShellHistory(path: folder + "/history", isSecret: isSecret), folder)
    }

    private func mode(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_mode & 0o777) : -1
    }
}
