import DataTestSupport
import Foundation
import Testing

/// Issue 10: a local command loads no network stack; the API transport waits without spinning.
@Suite("crew end to end: start-up and the API transport")
struct TransportTests {
    /// What a local command must never load at start: the network and database engines it does
    /// not use (they are opened with dlopen when a command needs them).
    static let optionalEngines = ["libcurl", "libFoundationNetworking", "libssl", "libcrypto", "libpq"]

    @Test("neither the debug nor the static release crew needs libcurl, FoundationNetworking, TLS or libpq")
    func noOptionalEngineAtStart() throws {
        // `make test` builds both and names them; a suite run alone reads the ones built.
        let environment = ProcessInfo.processInfo.environment
        let debug = try environment["CREW_DEBUG_BINARY"] ?? Sandbox.binary().path
        let release = environment["CREW_RELEASE_BINARY"] ?? Sandbox.releaseBinary()?.path
        for binary in [debug] + (release.map { [$0] } ?? []) {
            let run = try runTool(["readelf", "-d", binary], input: "")
            #expect(run.status == 0, "\(run.errors)")
            let needed = run.outputLines.filter { $0.contains("(NEEDED)") }
            #expect(!needed.isEmpty, "readelf found no dynamic section in \(binary)")
            for engine in Self.optionalEngines {
                #expect(!needed.contains { $0.contains(engine) }, "\(binary) needs \(engine): \(needed)")
            }
        }
    }

    @Test("against a server that never answers, crew waits without spinning and gives up at CREW_API_TIMEOUT")
    func hungServerCostsNoCPU() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        try server.play("hang")
        var environment = sandbox.environment
        environment["CREW_API_TIMEOUT"] = "2"
        let started = Date()
        let process = try Subprocess.start(
            [try Sandbox.binary().path, "--api-url", server.url, "items", "list"], environment: environment,
            input: "/dev/null", output: sandbox.path("hang.out"), errors: sandbox.path("hang.err"))
        let (status, cpu) = process.waitWithCPUTime()
        let elapsed = Date().timeIntervalSince(started)
        let errors = (try? String(contentsOfFile: sandbox.path("hang.err"), encoding: .utf8)) ?? ""
        #expect(status == 1)
        #expect(
            errors
                == "Error: The server is unavailable: cannot reach the API: the request timed out, and nothing is cached.\n"
        )
        #expect(cpu < elapsed * 0.1, "\(cpu) s of CPU in \(elapsed) s")
        #expect(elapsed > 1.5 && elapsed < 8, "gave up after \(elapsed) s")
    }

    @Test(
        "a 401 or a 403 is the credentials error, exit 1, and never shows the token", arguments: [401, 403])
    func refusedCredentials(status: Int) throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        try server.play("status:\(status)")
        let token = "tok-\(UUID().uuidString)"
        for arguments in [["items", "list"], ["users", "list"], ["sync"], ["items", "add", "x"]] {
            let run = try sandbox.crew(
                ["--api-url", server.url] + arguments,
                environment: ["CREW_API_TOKEN": token, "CREW_TRACE": "1"])
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.errorLines.last
                    == "Error: The API refused the credentials (HTTP \(status)); check CREW_API_TOKEN.",
                "\(arguments): \(run.errors)")
            #expect(!run.output.contains(token) && !run.errors.contains(token))
        }
    }

    /// libcurl is hidden from crew (`HiddenLibrary`), not removed from the machine.
    @Test("without libcurl, an API command says which package to install, and no cached copy stands in")
    func missingLibcurl() throws {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: FakeAPIServer.seed, in: sandbox)
        #expect(try sandbox.crew(["--api-url", server.url, "sync"]).status == 0)
        let libcurl = try HiddenLibrary(matching: "libcurl\\.so")
        for arguments in [["items", "list"], ["items", "add", "x"]] {
            let run = try libcurl.run(
                [try Sandbox.binary().path, "--api-url", server.url] + arguments,
                environment: sandbox.environment)
            #expect(run.status == 1, "\(arguments): \(run.errors)")
            #expect(
                run.errors
                    == "Error: Working against an API needs libcurl, which is not installed (on Debian: apt-get install libcurl4).\n",
                "\(arguments)")
            #expect(run.output.isEmpty)
        }
    }
}
