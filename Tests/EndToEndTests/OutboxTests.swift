import DataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The offline outbox against Scripts/fake-api.py: a change made while the API cannot be reached
/// is kept in the cache and its outbox, listed, sent once by `crew sync`, and merged with what
/// another client did meanwhile.
@Suite("crew end to end: the offline outbox")
struct OutboxTests {
    let offlineNotice = "(saved offline: 1 change waiting; crew sync sends it)\n"

    func start() throws -> (Sandbox, FakeAPIServer, [String]) {
        try FakeAPIServer.listedOnce()
    }

    @Test(
        "a bulk edit while the API is down waits in the outbox, all of it, and reaches the server with the next sync"
    )
    func bulkEditWhileDown() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        let edited = try sandbox.crew(
            api + ["items", "edit", "1", "3", "--priority", "high", "--tag", "week"])
        #expect(edited.status == 0, "\(edited.errors)")
        #expect(
            edited.outputLines == [
                "Updated item 1: delectus aut autem", "Updated item 3: fugiat veniam minus",
            ])
        let listed = try sandbox.crew(api + ["items", "list", "--tag", "week"])
        #expect(listed.outputLines.map { $0.split(separator: "\t")[0] } == ["1", "3"], "\(listed.output)")
        // One unknown id keeps nothing of the change, offline as online.
        #expect(try sandbox.crew(api + ["items", "edit", "1", "99", "--priority", "low"]).status == 1)
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        for id in [1, 3] {
            let todo = try server.todo(id)
            #expect(todo["priority"] as? String == "high", "\(todo)")
            #expect(todo["tags"] as? [String] == ["week"], "\(todo)")
        }
        #expect(try server.todo(2)["priority"] == nil)
    }

    @Test(
        "an add while the API is down is kept, listed as ~1, and on the server exactly once after the next sync"
    )
    func addWhileDown() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        let added = try sandbox.crew(api + ["items", "add", "Written offline", "--due", "2031-03-14"])
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output == "Added item ~1: Written offline (due Fri 14 Mar 2031)\n")
        #expect(added.errors == offlineNotice)
        let listed = try sandbox.crew(api + ["items", "list", "--pending"])
        #expect(
            listed.outputLines.contains("~1\tpending\t\tWritten offline\t2031-03-14\t\t"), "\(listed.output)")
        #expect(
            try sandbox.crew(api + ["sync", "--status"]).output.contains("  added item ~1: Written offline"))
        #expect(
            try sandbox.crew(api + ["items", "show", "~1"]).outputLines.contains {
                $0.hasSuffix("1 change made offline waits to be sent (crew sync sends it)")
            })
        #expect(listed.errors.contains("1 change made offline waits to be sent (crew sync sends it)."))

        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(synced.outputLines.prefix(2) == ["Sent 1 change made offline.", "item ~1 is now 5"])
        #expect(try server.todos(titled: "Written offline").count == 1)
        #expect(
            try sandbox.crew(api + ["items", "list", "--pending"]).outputLines.contains(
                "5\tpending\t\tWritten offline\t2031-03-14\t\t"))
        // Nothing waits any more: a second sync sends nothing.
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
        try sandbox.crew(api + ["sync"])
        #expect(server.requests().filter { $0 == "POST /todos" }.count == 1)
    }

    @Test("a create the server applied but never answered is found by its identity, never sent twice")
    func unansweredCreate() throws {
        let (sandbox, server, api) = try start()
        try server.play("unanswered")
        let added = try sandbox.crew(api + ["items", "add", "Applied, unanswered"])
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.errors == offlineNotice)
        #expect(try server.todos(titled: "Applied, unanswered").count == 1, "the server applied it")
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(synced.outputLines.contains("item ~1 is now 5"), "\(synced.output)")
        #expect(try server.todos(titled: "Applied, unanswered").count == 1)
        #expect(server.requests().filter { $0 == "POST /todos" }.count == 1)
        #expect(server.requests().contains { $0.hasPrefix("GET /todos?crewId=") })
    }

    @Test("a done made offline merges with another client's rename: both stay")
    func doneMergesWithRename() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        #expect(try sandbox.crew(api + ["items", "done", "3"]).errors == offlineNotice)
        try server.send("PATCH", "/todos/3", body: #"{"title": "renamed by another client"}"#)
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        let record = try server.todo(3)
        #expect(record["completed"] as? Bool == true)
        #expect(record["title"] as? String == "renamed by another client")
        #expect(
            try sandbox.crew(api + ["items", "list", "--done"]).outputLines.contains(
                "3\tdone\t2\trenamed by another client\t\t\t"))
    }

    @Test(
        "a rename on both sides is a conflict: named, not sent, exit 1; --keep mine sends it on the next sync"
    )
    func renameConflict() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        try sandbox.crew(api + ["items", "rename", "3", "mine"])
        try server.send("PATCH", "/todos/3", body: #"{"title": "theirs"}"#)
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 1)
        #expect(
            synced.errors.contains(
                "Conflict, not sent: item 3 (mine): name “mine” here, “theirs” on the server"),
            "\(synced.errors)")
        #expect(try server.todo(3)["title"] as? String == "theirs")
        #expect(
            try sandbox.crew(api + ["sync", "--status"]).output.contains(
                "changed item 3 (name): mine (conflict)"))
        #expect(
            try sandbox.crew(api + ["sync", "--keep", "mine", "3"]).output
                == "Kept mine for item 3: the next crew sync sends it.\n")
        #expect(try sandbox.crew(api + ["sync"]).status == 0)
        #expect(try server.todo(3)["title"] as? String == "mine")
    }

    @Test("--keep theirs drops my change and keeps the server's record")
    func keepTheirs() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        try sandbox.crew(api + ["items", "rename", "1", "mine"])
        try server.send("PATCH", "/todos/1", body: #"{"title": "theirs"}"#)
        try server.play("")
        #expect(try sandbox.crew(api + ["sync"]).status == 1)
        #expect(
            try sandbox.crew(api + ["sync", "--keep", "theirs"]).output.hasPrefix(
                "Kept the server's for item 1"))
        #expect(try sandbox.crew(api + ["sync"]).status == 0)
        #expect(try server.todo(1)["title"] as? String == "theirs")
        #expect(
            try sandbox.crew(api + ["items", "list"]).outputLines.contains("1\tpending\t1\ttheirs\t\t\t"))
    }

    @Test("an item made offline and completed before its first sync arrives completed")
    func madeAndCompletedOffline() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        try sandbox.crew(api + ["items", "add", "Quick one"])
        let done = try sandbox.crew(api + ["items", "done", "~1"])
        #expect(done.output == "Completed item ~1: Quick one\n")
        #expect(done.errors == "(saved offline: 2 changes waiting; crew sync sends them)\n")
        try server.play("")
        #expect(try sandbox.crew(api + ["sync"]).status == 0)
        let arrived = try server.todos(titled: "Quick one")
        #expect(arrived.count == 1)
        #expect(arrived.first?["completed"] as? Bool == true)
    }

    @Test("undo takes back the last change still waiting; once sent, it is refused as before")
    func undoWaiting() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        try sandbox.crew(api + ["items", "rename", "1", "Renamed offline"])
        // Sent without an answer: undo asks the server, which holds the old name still.
        try server.play("")
        let undone = try sandbox.crew(api + ["undo"])
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
        #expect(
            try sandbox.crew(api + ["items", "list"]).outputLines.contains(
                "1\tpending\t1\tdelectus aut autem\t\t\t"))
        #expect(try sandbox.crew(api + ["undo"]).status == 1)
    }

    @Test("40 waiting adds and two syncs killed mid-way, then one more sync: each arrives exactly once")
    func killedSyncs() throws {
        let (sandbox, server, api) = try start()
        try server.play("close")
        for number in 1...40 { try sandbox.crew(api + ["items", "add", "offline \(number)"]) }
        for served in [7, 23] {
            // The sync sends some, then the server stops answering; the sync is killed there.
            try server.play("after:\(served):hang")
            let run = try Subprocess.start(
                [try Sandbox.binary().path] + api + ["sync"], environment: sandbox.environment,
                input: "/dev/null", output: sandbox.path("sync.out"), errors: sandbox.path("sync.err"))
            var waited = 0
            while server.requests().count < served, waited < 200 {
                usleep(25_000)
                waited += 1
            }
            usleep(100_000)
            kill(run.pid, SIGKILL)
            _ = run.wait()
        }
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        for number in 1...40 {
            #expect(try server.todos(titled: "offline \(number)").count == 1, "offline \(number)")
        }
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }

    /// A change kept offline, and what the server must hold once it is sent.
    struct Step: CustomTestStringConvertible, Sendable {
        let name: String
        let change: [String]
        let write: String
        /// What waits once the sync is killed at `write`.
        var waiting = "1 change waiting"
        let check: @Sendable (FakeAPIServer) throws -> Bool
        var testDescription: String { name }
    }

    static let steps: [Step] = [
        Step(name: "a create", change: ["items", "add", "Sent once"], write: "POST /todos") { server in
            try server.todos(titled: "Sent once").count == 1
        },
        Step(name: "an update", change: ["items", "done", "3"], write: "PATCH /todos/3") { server in
            try server.todo(3)["completed"] as? Bool == true
        },
        Step(name: "a remove", change: ["items", "remove", "4"], write: "DELETE /todos/4") { server in
            try server.send("GET", "/todos").contains("nobody's todo") == false
        },
        Step(
            name: "a user's add", change: ["users", "add", "--name", "Zoë", "--email", "zoe@x.org"],
            write: "POST /users"
        ) { server in
            try server.send("GET", "/users").components(separatedBy: "zoe@x.org").count == 2
        },
        Step(
            name: "a user's edit", change: ["users", "edit", "2", "--name", "Ervin H."],
            write: "PATCH /users/2"
        ) {
            server in try server.send("GET", "/users/2").contains("Ervin H.")
        },
        Step(
            // Killed at its handover's first write, with the removal still to send.
            name: "a user's removal", change: ["users", "remove", "2", "--release-items", "--yes"],
            write: "PATCH /todos/3", waiting: "2 changes waiting"
        ) { server in
            try !server.send("GET", "/users").contains("Ervin") && !(try server.todo(3)["userId"] is Int)
                && server.requests().filter { $0 == "DELETE /users/2" }.count == 1
        },
    ]

    @Test(
        "a sync killed (kill -9) after the server applied a write, before crew recorded the answer, loses and doubles nothing",
        arguments: steps)
    func killedBetweenRequestAndAnswer(step: Step) throws {
        let (sandbox, server, api) = try start()
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0, "users cached, to change offline")
        try server.play("close")
        #expect(try sandbox.crew(api + step.change).status == 0)
        try server.play("applied-hang")
        let run = try Subprocess.start(
            [try Sandbox.binary().path] + api + ["sync"], environment: sandbox.environment,
            input: "/dev/null",
            output: sandbox.path("sync.out"), errors: sandbox.path("sync.err"))
        var waited = 0
        while !server.requests().contains(step.write), waited < 400 {
            usleep(25_000)
            waited += 1
        }
        kill(run.pid, SIGKILL)
        _ = run.wait()
        #expect(server.requests().contains(step.write), "the server had the write")
        #expect(
            try sandbox.crew(api + ["sync", "--status"]).output.contains(step.waiting), "still waiting")
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(try step.check(server))
        #expect(server.requests().filter { $0 == step.write }.count == 1, "sent once: \(server.requests())")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }

    @Test(
        "a user added offline arrives, and so do the items given to it meanwhile, owned by the server's user")
    func userAddedOffline() throws {
        let (sandbox, server, api) = try start()
        // Users listed once online: who is registered is then known offline.
        #expect(try sandbox.crew(api + ["users", "list"]).status == 0)
        try server.play("close")
        let added = try sandbox.crew(api + ["users", "add", "--name", "Zoë Ørsted", "--email", "zoe@x.org"])
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output.hasPrefix("Added user ~1: Zoë Ørsted"), "\(added.output)")
        #expect(added.errors == offlineNotice)
        #expect(try sandbox.crew(api + ["items", "add", "Welcome Zoë", "--user", "zoe"]).status == 0)
        #expect(try sandbox.crew(api + ["items", "list", "--user", "~1"]).outputLines.count == 1)
        let edited = try sandbox.crew(api + ["users", "edit", "~1", "--name", "Zoe Orsted"])
        #expect(edited.status == 0, "edited before its first sync: \(edited.errors)")
        try server.play("")
        let synced = try sandbox.crew(api + ["sync"])
        #expect(synced.status == 0, "\(synced.errors)")
        #expect(synced.outputLines.contains("user ~1 is now 3"), "\(synced.output)")
        #expect(try server.send("GET", "/users/3").contains("Zoe Orsted"), "it arrives edited")
        #expect(try server.todos(titled: "Welcome Zoë").first?["userId"] as? Int == 3)
        #expect(try sandbox.crew(api + ["users", "list"]).outputLines.contains("3\tZoe Orsted\tzoe@x.org"))
        try sandbox.crew(api + ["sync"])
        #expect(server.requests().filter { $0 == "POST /users" }.count == 1)
    }

    @Test(
        "a 4xx answer is the server's refusal in a sentence, never kept offline",
        arguments: [400, 409, 422, 429])
    func clientErrorsStayErrors(status: Int) throws {
        let (sandbox, server, api) = try start()
        try server.play("status:\(status)")
        let added = try sandbox.crew(api + ["items", "add", "Refused"])
        #expect(added.status == 1)
        #expect(added.errorLines == ["Error: The API refused the change (HTTP \(status)): injected."])
        try server.play("")
        #expect(try sandbox.crew(api + ["sync", "--status"]).output == "Nothing waits to be sent.\n")
    }
}
