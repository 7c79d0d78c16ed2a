import DataTestSupport
import Foundation
import Testing

extension FakeAPIServer {
    /// A sandbox, the fake API seeded with `seed`, and the options that point crew at it, listed
    /// once online, so that the cache holds the server's records.
    static func listedOnce(seed: String = FakeAPIServer.seed) throws -> (Sandbox, FakeAPIServer, [String]) {
        let sandbox = try Sandbox()
        let server = try FakeAPIServer(seed: seed, in: sandbox)
        let api = ["--api-url", server.url]
        #expect(try sandbox.crew(api + ["items", "list"]).status == 0)
        return (sandbox, server, api)
    }
}
