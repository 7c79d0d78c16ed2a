import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 9: what crew does when the process is killed, and when the API misbehaves.
@Suite("crew end to end: faults")
struct FaultTests {
    @Test(
        "with a warm cache, an API that fails in any way is served from the cache, marked stale",
        arguments: ["hang", "status:500", "malformed", "truncated", "close"])
    func remoteFaultsFallBackToCache(mode: String) throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let api = ["--api-url", server.url]
        let fresh = try sandbox.crew(api + ["items", "list"])
        #expect(fresh.status == 0)
        try server.play(mode)
        let stale = try sandbox.crew(api + ["items", "list"], environment: ["CREW_API_TIMEOUT": "2"])
        #expect(stale.status == 0, "\(mode): \(stale.errors)")
        #expect(stale.output == fresh.output)
        #expect(stale.errors.hasPrefix("Offline: showing data cached"), "\(mode): \(stale.errors)")
    }

    @Test("without a cache, a hung API is a clear error once the timeout passes")
    func hungAPIWithoutCache() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        try server.play("hang")
        let run = try sandbox.crew(
            ["--api-url", server.url, "items", "list"], environment: ["CREW_API_TIMEOUT": "1"])
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix("Error: The server is unavailable: cannot reach the API"), "\(run.errors)")
    }

    @Test("a server that drips its answer a byte a second is given up at the total deadline")
    func drippingServer() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        try server.play("drip")
        let started = Date()
        let run = try sandbox.crew(
            ["--api-url", server.url, "items", "list"], environment: ["CREW_API_TIMEOUT": "2"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 1)
        // The answer takes 49 seconds to drip; giving up at the deadline takes about 2.
        #expect(elapsed < 20, "gave up after \(elapsed) s")
    }

    @Test("one todo of the wrong shape is skipped and counted by sync, like any invalid todo")
    func wrongShapeTodo() throws {
        let sandbox = try Sandbox()
        let seed = """
            {"users": [{"id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz"}],
             "todos": [
              {"userId": 1, "id": 1, "title": "fine", "completed": false},
              {"userId": 1, "id": 2, "title": "yes?", "completed": "yes"},
              {"userId": 1, "id": 3, "title": "", "completed": false}
            ]}
            """
        let server = try FakeAPIServer(seed: seed, in: sandbox)
        let run = try sandbox.crew(["--api-url", server.url, "sync"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Synced 1 user and 1 item into "))
        #expect(run.output.hasSuffix("(2 skipped: invalid or without a known owner).\n"))
    }

    @Test(
        "an import to an API that freezes half-way says exactly what it left there, within about two timeouts"
    )
    func frozenServerDuringImport() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        try server.play("after:3:hang")
        let started = Date()
        let run = try sandbox.crew(
            ["--api-url", server.url, "items", "import", "-"],
            input: (1...35).map { "item \($0)\n" }.joined(),
            environment: ["CREW_API_TIMEOUT": "1"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 1)
        #expect(
            run.errors.contains("items 5, 6 and 7 it had already created could not be removed"),
            "\(run.errors)")
        #expect(!run.errors.contains("Nothing was imported"))
        // One timeout per compensating delete, one after another, would take 35 s.
        #expect(elapsed < 15, "took \(elapsed) s")
    }

    @Test("kill -9 in the middle of a sync leaves the cache consistent")
    func killedSync() async throws {
        let sandbox = try Sandbox()
        let todos = (1...20_000).map {
            #"{"userId": 1, "id": \#($0), "title": "todo \#($0)", "completed": false}"#
        }
        let seed =
            #"{"users": [{"id": 1, "name": "Ada", "email": "ada@x.org"}], "todos": ["#
            + todos.joined(separator: ",") + "]}"
        let server = try FakeAPIServer(seed: seed, in: sandbox)
        let process = try Subprocess.start(
            [try Sandbox.binary().path, "--api-url", server.url, "sync"], environment: sandbox.environment,
            input: "/dev/null", output: sandbox.path("sync.out"), errors: sandbox.path("sync.err"))
        try await Task.sleep(for: .milliseconds(800))
        kill(process.pid, SIGKILL)
        _ = process.wait()
        let caches =
            (try? FileManager.default.contentsOfDirectory(atPath: sandbox.cacheFolder))?.filter {
                $0.hasSuffix(".sqlite3")
            } ?? []
        for cache in caches {
            let path = sandbox.cacheFolder + "/" + cache
            #expect(try sandbox.query(path, "PRAGMA integrity_check") == "ok")
            #expect(["0", "20000"].contains(try sandbox.query(path, "SELECT count(*) FROM items")))
        }
        #expect(try sandbox.crew(["--api-url", server.url, "sync"]).status == 0)
    }

    @Test("kill -9 in the middle of a user's removal leaves all of it or none")
    func killedUserRemoval() async throws {
        let sandbox = try Sandbox()
        try sandbox.crew(["users", "add", "--name", "Ada", "--email", "ada@x.org"])
        try sandbox.crew(["users", "add", "--name", "Bob", "--email", "bob@x.org"])
        try sandbox.crew(
            ["items", "import", "-"], input: (1...100_000).map { "\t\t1\towned \($0)\n" }.joined())
        let process = try Subprocess.start(
            [try Sandbox.binary().path, "users", "remove", "1", "--reassign-to", "2", "--yes"],
            environment: sandbox.environment, input: "/dev/null", output: sandbox.path("rm.out"),
            errors: sandbox.path("rm.err"))
        try await Task.sleep(for: .milliseconds(300))
        kill(process.pid, SIGKILL)
        _ = process.wait()
        let store = sandbox.defaultStore
        #expect(try sandbox.query(store, "PRAGMA integrity_check") == "ok")
        let users = try sandbox.query(store, "SELECT count(*) FROM users")
        let owned = try sandbox.query(store, "SELECT count(*) FROM items WHERE owner_id = 2")
        #expect(
            (users == "2" && owned == "0") || (users == "1" && owned == "100000"),
            "users \(users), owned by 2: \(owned)")
    }
}
