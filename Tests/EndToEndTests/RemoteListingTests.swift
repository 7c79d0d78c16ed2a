import Foundation
import Testing

/// A listing against an API asks for the pages it shows, not the whole collection first (issue
/// 38: `items list --limit 10` made 100 requests over 10,000 todos).
@Suite("crew end to end: listings against an API")
struct RemoteListingTests {
    /// 600 todos, every third one done, all Leanne's.
    static let seed: String = {
        let todos = (1...600).map { id in
            #"{"userId": 1, "id": \#(id), "title": "todo \#(id)", "completed": \#(id % 3 == 0)}"#
        }
        return #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz"}], "todos": ["#
            + todos.joined(separator: ",") + "]}"
    }()

    @Test("items list -n 10 asks the server for one page of ten; a whole listing one page per page shown")
    func listingsAskForWhatTheyShow() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: Self.seed, in: sandbox)
        let api = ["--api-url", server.url]
        try sandbox.crew(api + ["users", "list"])  // the owner is known, as after a first use
        var before = server.requests().count

        let ten = try sandbox.crew(api + ["items", "list", "-n", "10"])
        #expect(
            ten.outputLines.map { $0.split(separator: "\t")[0] } == [
                "1", "2", "4", "5", "7", "8", "10", "11", "13", "14",
            ])
        #expect(
            Array(server.requests().dropFirst(before)) == ["GET /todos?completed=false&_page=1&_limit=10"])

        before = server.requests().count
        let whole = try sandbox.crew(api + ["items", "list"])
        #expect(whole.outputLines.count == 600)
        #expect(
            whole.outputLines[399].hasPrefix("599\tpending") && whole.outputLines[400].hasPrefix("3\tdone"))
        // 400 pending then 200 done, 250 rows a page: pages of pending 1-2, then done 1.
        #expect(
            Array(server.requests().dropFirst(before)) == [
                "GET /todos?completed=false&_page=1&_limit=250",
                "GET /todos?completed=false&_page=2&_limit=250",
                "GET /todos?completed=true&_page=1&_limit=250",
            ])
    }

    @Test(
        "a sync that finds every page as the cache left it writes nothing but the time of the refresh; a todo changed on the server is read again"
    )
    func unchangedSyncWritesNothing() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: Self.seed, in: sandbox)
        let api = ["--api-url", server.url]
        let first = try sandbox.crew(api + ["sync"])
        #expect(first.status == 0, "\(first.errors)")
        let cache = try #require(
            sandbox.snapshot(of: sandbox.cacheFolder).keys.first { $0.hasSuffix(".sqlite3") })
        // The cache's rows, the count of its writes among them, but when it was refreshed.
        let rows = {
            try sandbox.dump(sandbox.cacheFolder + "/" + cache).split(separator: "\n")
                .filter { !$0.hasPrefix("INSERT INTO cache_refreshes") }
        }
        let afterFirst = try rows()
        let writes = try #require(afterFirst.first { $0.hasPrefix("INSERT INTO cache_writes") })

        let again = try sandbox.crew(api + ["sync"])
        #expect(again.output == first.output)
        #expect(try rows() == afterFirst, "no row written, the count of writes as it was")

        try server.send("PATCH", "/todos/5", body: #"{"title": "renamed elsewhere"}"#)
        let third = try sandbox.crew(api + ["sync"])
        #expect(third.status == 0, "\(third.errors)")
        let afterChange = try rows()
        #expect(afterChange.contains { $0.contains("renamed elsewhere") })
        #expect(!afterChange.contains(writes), "the page written, and counted")
    }
}
