import DataTestSupport
import Foundation
import Testing

/// Passwords in the URLs crew is given never reach its output, whatever characters they hold.
@Suite("crew end to end: secrets in URLs")
struct SecretTests {
    @Test(
        "a PostgreSQL password holding / ? # or @ is shown as *** in every message",
        arguments: [
            "postgres://crew:pa/qz7pw@127.0.0.1:1/crew", "postgres://crew:pa?qz7#pw@127.0.0.1:1/crew",
            "postgres://crew:p@qz7pw@127.0.0.1:1/crew", "POSTGRES://crew:qz7pw@127.0.0.1:1/crew",
        ])
    func postgresPassword(url: String) throws {
        let sandbox = try Sandbox()
        for arguments in [["--store", url, "items", "list"], ["--store", url, "items", "add", "x"]] {
            let run = try sandbox.crew(arguments)
            #expect(run.status == 1, "\(run.errors)")
            #expect(!(run.output + run.errors).contains("qz7"), "\(run.errors)")
            #expect(run.errors.contains("crew:***@127.0.0.1:1/crew"), "\(run.errors)")
            #expect(run.errorLines.count == 1, "\(run.errors)")
        }
        let viaEnvironment = try sandbox.crew(["items", "list"], environment: ["CREW_STORE": url])
        #expect(!viaEnvironment.errors.contains("qz7"))
    }

    @Test("a password holding ? is sent as the password: the server is asked, not a malformed URL refused")
    func questionMarkPasswordReachesServer() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["--store", "postgres://crew:pa?qz7pw@127.0.0.1:1/crew", "items", "list"])
        #expect(run.errors.contains("port 1 failed: Connection refused"), "\(run.errors)")
    }

    @Test(
        "an API URL's password holding / or @ is never echoed, and the error says how to write it",
        arguments: ["http://bob:hun/qz7ter@127.0.0.1:1", "http://bob:hun@qz7ter@127.0.0.1:1"])
    func apiPassword(url: String) throws {
        let sandbox = try Sandbox()
        let run = try sandbox.crew(["--api-url", url, "items", "list"])
        #expect(!(run.output + run.errors).contains("qz7"), "\(run.errors)")
        if run.status == 64 {
            #expect(run.errors.contains("write them as %2F, %3F, %23 and %40"), "\(run.errors)")
        }
    }
}
