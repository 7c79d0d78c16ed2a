import DataTestSupport
import Foundation
import Testing

/// A write sent straight to the API whose answer was lost (the server applied it, then closed
/// the connection): crew keeps it offline marked as possibly applied, so undo asks the server
/// instead of taking back what the next sync would bring back, and sync sends nothing twice.
@Suite("crew end to end: a direct write whose answer was lost")
struct LostAnswerTests {
    @Test("undo of an add the server applied unanswered is refused, and sync leaves one copy")
    func undoOfAnAdd() throws {
        let (sandbox, server, api) = try start()
        try server.play("unanswered")
        let added = try sandbox.crew(api + ["items", "add", "Ghost"])
        #expect(added.status == 0, "\(added.errors)")
        try server.play("")
        #expect(try server.todos(titled: "Ghost").count == 1, "the server applied it")
        let undone = try sandbox.crew(api + ["undo"])
        #expect(undone.status == 1)
        #expect(undone.errors.contains("it already reached the server"), "\(undone.errors)")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(try server.todos(titled: "Ghost").count == 1, "never sent twice")
        #expect(
            try sandbox.crew(api + ["items", "list"]).outputLines.filter { $0.contains("Ghost") }.count == 1)
    }

    @Test("undo of a completion the server applied unanswered is refused until sync settles it")
    func undoOfADone() throws {
        let (sandbox, server, api) = try start()
        try server.play("unanswered")
        #expect(try sandbox.crew(api + ["done", "1"]).status == 0)
        try server.play("")
        #expect(try server.todo(1)["completed"] as? Bool == true, "the server applied it")
        let undone = try sandbox.crew(api + ["undo"])
        #expect(undone.status == 1)
        #expect(
            undone.errors.contains("the server may hold it already; crew sync settles it"), "\(undone.errors)"
        )
        #expect(try sandbox.crew(api + ["sync"]).status == 0)
        #expect(try server.todo(1)["completed"] as? Bool == true)
        #expect(
            try sandbox.crew(api + ["items", "list", "--done"]).outputLines.contains { $0.hasPrefix("1\t") })
    }

    @Test("a write that never reached the server (no connection) is undone offline as before")
    func neverSentIsUndone() throws {
        let sandbox = try Sandbox()
        let api = ["--api-url", "http://127.0.0.1:9"]
        #expect(try sandbox.crew(api + ["items", "add", "Typo"]).status == 0)
        let undone = try sandbox.crew(api + ["undo"])
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }

    private func start() throws -> (Sandbox, FakeAPIServer, [String]) {
        try FakeAPIServer.listedOnce()
    }
}
