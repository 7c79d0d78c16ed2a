import DataTestSupport
import Foundation
import Testing

@Suite("crew end to end: remote API")
struct RemoteTests {
    @Test("the planning fields travel as extra todo fields: the server keeps them and crew reads them back")
    func planningFieldsTravel() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let api = ["--api-url", server.url]
        let added = try sandbox.crew(
            api + [
                "items", "add", "Plan", "--user", "ervin", "--due", "2027-03-01", "--priority", "high",
                "--tag", "q1",
            ])
        #expect(added.output == "Added item 5: Plan (due Mon 1 Mar 2027)\n", "\(added.errors)")
        try sandbox.crew(api + ["items", "edit", "5", "--untag", "q1", "--tag", "ops", "--no-priority"])
        #expect(
            try sandbox.crew(api + ["items", "list", "--tag", "ops"]).output
                == "5\tpending\t2\tPlan\t2027-03-01\t\tops\n")
        // What the server holds, read by a fresh cache: the fields came back from it.
        #expect(
            try sandbox.crew(api + ["--store", sandbox.path("fresh.db"), "items", "list", "--overdue"]).output
                .isEmpty)
        #expect(
            try sandbox.crew(api + ["--store", sandbox.path("fresh.db"), "items", "list", "--sort", "due"])
                .outputLines.first
                == "5\tpending\t2\tPlan\t2027-03-01\t\tops")
    }

    @Test(
        "against the API: list, add, done and sync work; offline, reads are stale and writes kept for the next sync"
    )
    func onlineThenOffline() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let api = ["--api-url", server.url]

        let listed = try sandbox.crew(api + ["items", "list"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(
            listed.output
                == "1\tpending\t1\tdelectus aut autem\t\t\t\n3\tpending\t2\tfugiat veniam minus\t\t\t\n4\tpending\t\tnobody's todo\t\t\t\n2\tdone\t1\tquis ut nam facilis et officia qui\t\t\t\n"
        )
        #expect(
            try sandbox.crew(api + ["users", "list"]).output
                == "1\tLeanne Graham\tsincere@april.biz\n2\tErvin Howell\tshanna@melissa.tv\n")
        #expect(
            try sandbox.crew(api + ["items", "add", "From crew", "--user", "2"]).output
                == "Added item 5: From crew\n")
        #expect(
            try sandbox.crew(api + ["items", "done", "3"]).output == "Completed item 3: fugiat veniam minus\n"
        )
        let synced = try sandbox.crew(api + ["sync"])
        #expect(
            synced.output.hasPrefix("Synced 2 users and 5 items into \(sandbox.cacheFolder)/127.0.0.1_"),
            "\(synced.errors)")
        let online = try sandbox.crew(api + ["items", "list"]).output

        server.stop()
        let folder = sandbox.cacheFolder
        let cacheBefore = sandbox.snapshot(of: folder)
        let stale = try sandbox.crew(api + ["items", "list"])
        #expect(stale.status == 0)
        #expect(stale.output == online)
        #expect(stale.errors.hasPrefix("Offline: showing data cached"))
        #expect(sandbox.snapshot(of: folder) == cacheBefore, "a stale read writes nothing")
        let kept = try sandbox.crew(api + ["items", "add", "While offline"])
        #expect(kept.status == 0)
        #expect(kept.output == "Added item ~1: While offline\n")
        #expect(kept.errors == "(saved offline: 1 change waiting; crew sync sends it)\n")
        #expect(try sandbox.crew(api + ["items", "done", "1"]).status == 0)
        let failed = try sandbox.crew(api + ["sync"])
        #expect(failed.status == 1)
        #expect(failed.errors == "Error: The server is unavailable: cannot reach the API: cannot connect.\n")
        #expect(
            try sandbox.crew(api + ["sync", "--status"]).outputLines.first
                == "2 changes waiting (crew sync sends them):")
    }

    @Test("sync shows progress counts on a terminal, and only its summary line in a pipe")
    func syncProgress() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let command = ([try Sandbox.binary().path, "--api-url", server.url, "sync"]).map { "'\($0)'" }.joined(
            separator: " ")
        let terminal = try runTool(
            ["script", "-qec", command, "/dev/null"], input: "", environment: sandbox.environment)
        let screen = terminal.output.replacingOccurrences(of: "\r", with: "")
        #expect(screen.contains("Users: 2 of 2"))
        #expect(screen.contains("Items: 4 of 4"))
        #expect(screen.contains("Synced 2 users and 4 items into "))
        let piped = try sandbox.crew(["--api-url", server.url, "sync"])
        #expect(piped.outputLines.count == 1)
        #expect(piped.output.hasPrefix("Synced 2 users and 4 items into \(sandbox.cacheFolder)/"))
    }

    @Test("the API token is sent, and never appears in output, errors or the trace")
    func tokenStaysSecret() throws {
        let sandbox = try Sandbox()
        let token = "tok-\(UUID().uuidString)"
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, token: token, in: sandbox)
        let api = ["--api-url", server.url]
        let good = try sandbox.crew(
            api + ["users", "list"], environment: ["CREW_API_TOKEN": token, "CREW_TRACE": "1"])
        #expect(good.status == 0, "\(good.errors)")
        let wrong = try sandbox.crew(
            api + ["users", "list"], environment: ["CREW_API_TOKEN": token + "x", "CREW_TRACE": "1"])
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("HTTP 401"))
        for run in [good, wrong] {
            #expect(!run.output.contains(token) && !run.errors.contains(token))
        }
    }

    @Test("with an API, a cache file that is not crew's is left alone: a warning, and the API still works")
    func foreignCacheFallsBackToMemory() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        let foreign = sandbox.path("foreign.db")
        let bytes = Data("not crew's\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: foreign))
        let run = try sandbox.crew(["--api-url", server.url, "--store", foreign, "users", "list"])
        #expect(run.status == 0)
        #expect(run.outputLines.count == 2)
        #expect(
            run.errorLines == [
                "Warning: cannot use the cache (\(foreign) is not a crew database (left untouched)); caching in memory for this run."
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: foreign)) == bytes)
    }
}
