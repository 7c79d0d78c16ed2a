import DataTestSupport
import Foundation
import Testing

/// A server whose ids run past what crew holds (2^53 - 1, what JSON numbers carry exactly), or
/// past 64 bits: a write crew made that the server answers with such an id reached it, and is
/// said so; it is never kept offline to be sent again, so the server never holds two.
@Suite("crew end to end: a server's ids past what crew holds")
struct ServerIDRangeTests {
    @Test(
        "an add answered with an id crew cannot hold says it was made there; nothing waits, and no sync sends it again",
        arguments: [
            ("9007199254740992", "the id 9007199254740993 is past 9007199254740991, the last crew holds"),
            ("9223372036854775807", "its id does not fit in 64 bits"),
        ])
    func addAnsweredPastTheRange(last: String, reason: String) throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(
            seed: #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "#
                + #""todos": [{"id": \#(last), "userId": 1, "title": "far", "completed": false}]}"#,
            in: sandbox)
        let api = ["--api-url", server.url]
        #expect(try sandbox.crew(api + ["items", "list"]).status == 0)
        let added = try sandbox.crew(api + ["items", "add", "Ship it"])
        #expect(added.status == 1)
        #expect(
            added.errorLines == [
                "Error: Added Ship it on the server, but crew cannot hold its answer (\(reason)): it is not shown here, and not sent again."
            ])
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
        for _ in 1...2 {
            let synced = try sandbox.crew(api + ["sync"])
            #expect(synced.status == 0, "\(synced.errors)")
        }
        #expect(try server.todos(titled: "Ship it").count == 1, "made once")
    }
}
