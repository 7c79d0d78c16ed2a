import DataTestSupport
import Foundation
import Testing

/// The outbox under races and lost answers: a cron job's `crew sync` beside a typed one (one
/// sender at a time per cache, so each create reaches the server once and the cache stays
/// readable), a create applied unanswered, an undo of one, an API that never answered.
@Suite("crew end to end: the outbox under races and lost answers")
struct OutboxHardeningTests {
    @Test("4 concurrent syncs of 30 offline adds against the fake: each title once on the server")
    func againstTheFake() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        try addOffline(30, in: sandbox, api: api)
        try server.play("")
        try syncConcurrently(4, in: sandbox, api: api)
        for number in 1...30 {
            #expect(try server.todos(titled: "offline \(number)").count == 1, "offline \(number)")
        }
        #expect(server.requests().filter { $0 == "POST /todos" }.count == 30)
        try expectCacheReadable(sandbox, api: api, listing: 30)
    }

    @Test(
        "4 concurrent syncs of 30 offline adds against json-server-py: each title once on the server",
        .disabled(
            if: IndependentJSONServer.executable == nil,
            "json-server-py is not installed (.tools/python/bin/json-server)"))
    func againstJSONServer() throws {
        let sandbox = try Sandbox()
        let server = try IndependentJSONServer(
            seed:
                #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "todos": []}"#,
            in: sandbox)
        let api = ["--api-url", server.url]
        #expect(try sandbox.crew(api + ["items", "list"]).status == 0)
        server.stop()
        try addOffline(30, in: sandbox, api: api)
        try server.start()
        try syncConcurrently(4, in: sandbox, api: api)
        for number in 1...30 {
            #expect(try server.todos(titled: "offline \(number)").count == 1, "offline \(number)")
        }
        try expectCacheReadable(sandbox, api: api, listing: 30)
    }

    @Test("a listing after a create reached the server unanswered shows the waiting item once, and fails not")
    func createAppliedUnanswered() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        #expect(try sandbox.crew(api + ["items", "add", "Ghost"]).output == "Added item ~1: Ghost\n")
        try server.play("")
        let uuid =
            try sandbox.crew(api + ["items", "show", "~1", "--json=uuid"]).output
            .components(separatedBy: "\"").dropLast().last ?? ""
        // Another client (or a sync whose answer was lost) created it with crew's identity.
        try server.send(
            "POST", "/todos", body: #"{"title": "Ghost", "completed": false, "crewId": "\#(uuid)"}"#)
        let listed = try sandbox.crew(api + ["items", "list"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.outputLines.filter { $0.contains("Ghost") } == ["~1\tpending\t\tGhost\t\t\t"])
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(try server.todos(titled: "Ghost").count == 1)
        #expect(
            try sandbox.crew(api + ["items", "list"]).outputLines.filter { $0.contains("Ghost") }.count == 1)
    }

    @Test(
        "undo of a waiting add that a sync sent unanswered asks the server: held there, it is refused, never a ghost"
    )
    func undoOfAnAddTheServerHolds() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        #expect(try sandbox.crew(api + ["items", "add", "Ghost"]).output == "Added item ~1: Ghost\n")
        try server.play("unanswered")
        #expect(try sandbox.crew(api + ["sync"]).status == 1, "the answer was lost")
        #expect(try server.todos(titled: "Ghost").count == 1)
        try server.play("close")
        let offline = try sandbox.crew(api + ["undo"])
        #expect(offline.status == 1)
        #expect(
            offline.errors.contains("the API cannot be asked now whether it holds it"), "\(offline.errors)")
        try server.play("")
        let held = try sandbox.crew(api + ["undo"])
        #expect(held.status == 1)
        #expect(held.errors.contains("it already reached the server"), "\(held.errors)")
        #expect(try sandbox.crew(api + ["sync"]).status == 0)
        #expect(try server.todos(titled: "Ghost").count == 1)
        #expect(
            try sandbox.crew(api + ["items", "list"]).outputLines.filter { $0.contains("Ghost") }.count == 1)
        // An add sent without an answer (the connection closed) may be on the server: undo asks
        // it, and takes the add back once it says it holds none.
        try server.play("close")
        #expect(try sandbox.crew(api + ["items", "add", "Typo"]).status == 0)
        #expect(try sandbox.crew(api + ["undo"]).status == 1, "the server cannot be asked yet")
        try server.play("")
        #expect(try sandbox.crew(api + ["undo"]).status == 0)
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }

    @Test("a listing against an API reads each remote page once, however many pages it shows")
    func listingReadsEachPageOnce() throws {
        let sandbox = try Sandbox()
        let todos = (1...1_200).map {
            #"{"id": \#($0), "userId": 1, "title": "todo \#($0)", "completed": false}"#
        }
        let server = try FakeAPIServer(
            seed: #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "todos": ["#
                + todos.joined(separator: ", ") + "]}",
            in: sandbox)
        let listed = try sandbox.crew(["--api-url", server.url, "items", "list"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.outputLines.count == 1_200)
        let reads = server.requests().filter { $0.hasPrefix("GET /todos") }
        #expect(reads.count == Set(reads).count, "a remote page was read twice: \(reads.count) reads")
        #expect(reads.count <= 13, "\(reads)")
    }

    @Test(
        "a server that ignores _limit is read as its answer arrives: -n 10 asks once, a listing once per status, sync once"
    )
    func serverIgnoringLimitIsStreamed() throws {
        let sandbox = try Sandbox()
        // About 200 KB a status: past the 64 KB crew reads whole, so each answer is streamed.
        let todos = (1...3_000).map {
            #"{"id": \#($0), "userId": 1, "title": "todo \#($0) of a streamed answer", "completed": \#($0 % 3 == 0)}"#
        }
        let server = try FakeAPIServer(
            seed: #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "todos": ["#
                + todos.joined(separator: ", ") + "]}",
            options: ["--ignore-limit"], in: sandbox)
        let api = ["--api-url", server.url]
        let first = try sandbox.crew(api + ["items", "list", "-n", "10"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(
            first.outputLines.map { $0.split(separator: "\t")[0] } == [
                "1", "2", "4", "5", "7", "8", "10", "11", "13", "14",
            ])
        #expect(server.requests().filter { $0.hasPrefix("GET /todos") }.count == 1)
        let listed = try sandbox.crew(api + ["items", "list"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.outputLines.count == 3_000)
        #expect(server.requests().filter { $0.hasPrefix("GET /todos") }.count == 3, "one more per status")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(synced.output.hasPrefix("Synced 1 user and 3000 items"), "\(synced.output)")
        #expect(server.requests().filter { $0.hasPrefix("GET /todos") }.count == 4)
    }

    @Test(
        "an API that never answered is named when a change is kept offline, and its listing shows what waits")
    func neverAnswered() throws {
        let sandbox = try Sandbox()
        let api = ["--api-url", "http://127.0.0.1:9"]
        let added = try sandbox.crew(api + ["items", "add", "Typo test"])
        #expect(added.status == 0)
        #expect(
            added.errors
                == "(nothing from http://127.0.0.1:9 has been seen yet; saved offline: 1 change waiting; crew sync sends it)\n"
        )
        let listed = try sandbox.crew(api + ["items", "list"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.output == "~1\tpending\t\tTypo test\t\t\t\n")
        #expect(
            listed.errors.hasPrefix(
                "Offline: the API has never answered; showing only what waits to be sent."))
    }

    @Test("a create the server answers with an id crew cannot hold is said, and the outbox goes on past it")
    func answerWithAnIDPastTheRange() throws {
        let (sandbox, server, api) = try offlineAddBeforeAnIDPastTheRange()
        try server.play("")
        try expectPassedOnce(sandbox, server, api)
        #expect(try sandbox.crew(api + ["sync"]).status == 0, "nothing is wedged")
    }

    @Test(
        "a create the server applied and whose answer was lost, with an id crew cannot hold, is found by its identity, said, and passed"
    )
    func lostAnswerWithAnIDPastTheRange() throws {
        let (sandbox, server, api) = try offlineAddBeforeAnIDPastTheRange()
        try server.play("unanswered")
        #expect(try sandbox.crew(api + ["sync"]).status != 0, "the answer was lost")
        try server.play("")
        try expectPassedOnce(sandbox, server, api)
    }

    @Test("a server id at the top of the range is the server's, beside an item made offline")
    func serverIDAtTheTop() throws {
        let (sandbox, server, api) = try start(
            seed: #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "#
                + #""todos": [{"id": 9007199254740991, "userId": 1, "title": "top", "completed": false}]}"#)
        let listed = try sandbox.crew(api + ["items", "list"])
        #expect(listed.output == "9007199254740991\tpending\t1\ttop\t\t\t\n", "\(listed.errors)")
        try server.play("close")
        #expect(try sandbox.crew(api + ["items", "add", "Offline"]).status == 0)
        let both = try sandbox.crew(api + ["items", "list", "--json=id,name"])
        #expect(both.output.contains(#"{"id": -9007199254740991, "name": "Offline"}"#), "\(both.output)")
        #expect(both.output.contains(#"{"id": 9007199254740991, "name": "top"}"#))
        #expect(try sandbox.crew(api + ["items", "show", "~1"]).output.contains("Offline"))
        try server.play("")
        let done = try sandbox.crew(api + ["items", "done", "9007199254740991"])
        #expect(done.output == "Completed item 9007199254740991: top\n", "\(done.errors)")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(try server.todos(titled: "top").first?["completed"] as? Bool == true)
        #expect(try server.todos(titled: "Offline").count == 1)
    }

    /// A sandbox and the fake, listed once online so that the cache holds the server's records.
    /// An item added offline, against a server whose next id is past 2^53 - 1, the last id crew
    /// holds (its other todo is skipped).
    private func offlineAddBeforeAnIDPastTheRange() throws -> (Sandbox, FakeAPIServer, [String]) {
        let (sandbox, server, api) = try start(
            seed: #"{"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "#
                + #""todos": [{"id": 9007199254740992, "userId": 1, "title": "far", "completed": false}]}"#)
        try server.play("close")
        #expect(try sandbox.crew(api + ["items", "add", "Offline"]).status == 0)
        return (sandbox, server, api)
    }

    /// A sync says that the item added offline reached the server as a record crew cannot hold,
    /// the server has it once, and nothing waits to be sent after.
    private func expectPassedOnce(_ sandbox: Sandbox, _ server: FakeAPIServer, _ api: [String]) throws {
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(
            synced.outputLines.contains(
                "item ~1 (Offline) reached the server, but crew cannot hold its answer (the id 9007199254740993 is past 9007199254740991, the last crew holds): it is no longer shown here"
            ), "\(synced.output)")
        #expect(try server.todos(titled: "Offline").count == 1, "sent once")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }

    private func start(seed: String = FakeAPIServer.seed) throws -> (Sandbox, FakeAPIServer, [String]) {
        try FakeAPIServer.listedOnce(seed: seed)
    }

    private func addOffline(_ count: Int, in sandbox: Sandbox, api: [String]) throws {
        for number in 1...count {
            #expect(try sandbox.crew(api + ["items", "add", "offline \(number)"]).status == 0)
        }
    }

    /// Starts `count` syncs at once and waits for them all; each must succeed.
    private func syncConcurrently(_ count: Int, in sandbox: Sandbox, api: [String]) throws {
        let crew = try Sandbox.binary().path
        let run = try sandbox.shell(
            """
            for p in $(seq \(count)); do
                ( "\(crew)" \(api.joined(separator: " ")) sync >"$DIR/sync.$p.out" 2>&1; echo "$? $(tail -n 1 "$DIR/sync.$p.out")" >"$DIR/sync.$p.status" ) &
            done
            wait
            cat "$DIR"/sync.*.status
            """, store: sandbox.defaultStore)
        #expect(run.outputLines.count == count)
        #expect(run.outputLines.allSatisfy { $0.hasPrefix("0 ") }, "\(run.output)")
    }

    private func expectCacheReadable(_ sandbox: Sandbox, api: [String], listing count: Int) throws {
        let listed = try sandbox.crew(api + ["items", "list", "--search", "offline"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.outputLines.count == count, "\(listed.output)")
        #expect(!listed.output.contains("~"), "every item has its server id: \(listed.output)")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }
}
