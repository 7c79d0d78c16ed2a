import CommandGrammar
import DataLayer
import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import CrewCLI

@Suite("Configuration")
struct ConfigurationTests {
    @Test(
        "the store is --store, else CREW_STORE, else XDG_DATA_HOME (if absolute), else ~/.local/share",
        arguments: [
            (["store": "/a.db"], ["CREW_STORE": "/b.db", "HOME": "/home/u"], "/a.db"),
            ([:], ["CREW_STORE": "/b.db", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/b.db"),
            ([:], ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/crew/crew.sqlite3"),
            (
                [:], ["XDG_DATA_HOME": "relative/xdg", "HOME": "/home/u"],
                "/home/u/.local/share/crew/crew.sqlite3"
            ),
            ([:], ["CREW_STORE": "", "HOME": "/home/u"], "/home/u/.local/share/crew/crew.sqlite3"),
        ])
    func storeLocation(options: [String: String], environment: [String: String], path: String) throws {
        let location = try StoreLocation.resolve(
            storeOption: options["store"], inMemory: false, api: nil, environment: environment)
        // Only crew's own default location makes its folders; a path a person named does not.
        let named = options["store"] != nil || !(environment["CREW_STORE"] ?? "").isEmpty
        #expect(location == .file(path: path, contents: .localData, makesFolders: !named))
    }

    @Test("a whole listing reads a server's rows in the biggest pages, a file's in the pages asked for")
    func streamingPageSizeFollowsTheStore() throws {
        let url = try #require(PostgresURL("postgresql://crew@127.0.0.1:9/crew"))
        let server = StoreLocation.postgres(url: url, contents: .localData)
        #expect(server.streamingPageSize(onFile: 250) == PageRequest.maximumLimit)
        let file = StoreLocation.file(path: "/nonexistent/crew.sqlite3", contents: .localData)
        #expect(file.streamingPageSize(onFile: 250) == 250)
        #expect(StoreLocation.inMemory.streamingPageSize(onFile: 250) == 250)
    }

    @Test("--in-memory keeps everything in memory, and cannot be combined with --store")
    func inMemory() throws {
        #expect(
            try StoreLocation.resolve(storeOption: nil, inMemory: true, api: nil, environment: [:])
                == .inMemory)
        #expect(throws: UsageError.self) {
            try StoreLocation.resolve(storeOption: "/x", inMemory: true, api: nil, environment: [:])
        }
    }

    @Test("without HOME, XDG_DATA_HOME or CREW_STORE there is no default store")
    func noHome() {
        #expect(throws: UsageError.self) {
            try StoreLocation.resolve(storeOption: nil, inMemory: false, api: nil, environment: [:])
        }
    }

    @Test(
        "with an API, the cache is --store, else one file per origin under XDG_CACHE_HOME, else ~/.cache; never CREW_STORE",
        arguments: [
            (["store": "/a.db"], ["CREW_STORE": "/b.db", "HOME": "/home/u"], "/a.db"),
            ([:], ["CREW_STORE": "/b.db", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"], "/xdg/crew/"),
            ([:], ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"], "/home/u/.cache/crew/"),
        ])
    func cacheLocation(options: [String: String], environment: [String: String], prefix: String) throws {
        let url = try #require(URL(string: "http://127.0.0.1:3000/api"))
        let origin = try #require(APIOrigin(url))
        let location = try StoreLocation.resolve(
            storeOption: options["store"], inMemory: false, api: origin, environment: environment)
        guard case .file(let path, let contents, _) = location else {
            Issue.record("expected a file, got \(location)")
            return
        }
        #expect(path.hasPrefix(prefix))
        #expect(options["store"] != nil || path == prefix + origin.cacheFileName)
        #expect(contents == .cache(origin: "http://127.0.0.1:3000/api"))
    }

    @Test(
        "color is on only on a terminal without --no-color, NO_COLOR or TERM=dumb",
        arguments: [
            (true, [String](), [String: String](), true),
            (false, [], [:], false),
            (true, ["--no-color"], [:], false),
            (true, [], ["NO_COLOR": "1"], false),
            (true, [], ["NO_COLOR": ""], true),
            (true, [], ["TERM": "dumb"], false),
        ])
    func color(terminal: Bool, flags: [String], environment: [String: String], expected: Bool) throws {
        let parsed = ParsedCommand(
            path: ["items", "list"], arguments: [],
            options: Dictionary(uniqueKeysWithValues: flags.map { (String($0.dropFirst(2)), [""]) }),
            context: CommandReading(today: dueDate("2027-01-15")))
        let configuration = try Configuration.resolve(
            parsed, environment: environment.merging(["HOME": "/h"]) { $1 }, outputIsTerminal: terminal)
        #expect(configuration.useColor == expected)
    }

    @Test("the API URL comes from --api-url or CREW_API_URL and must be http(s); the token is never shown")
    func apiURL() throws {
        let parsed = ParsedCommand(
            path: [], arguments: [], options: [:], context: CommandReading(today: dueDate("2027-01-15")))
        let configuration = try Configuration.resolve(
            parsed,
            environment: [
                "HOME": "/h", "CREW_API_URL": "http://127.0.0.1:3000/api", "CREW_API_TOKEN": "s3cret",
            ],
            outputIsTerminal: false)
        #expect(configuration.apiURL?.absoluteString == "http://127.0.0.1:3000/api")
        #expect(!"\(configuration)".contains("s3cret"))
        for bad in ["ftp://x.org", "not a url", "http://"] {
            #expect(throws: UsageError.self) {
                try Configuration.resolve(
                    parsed, environment: ["HOME": "/h", "CREW_API_URL": bad], outputIsTerminal: false)
            }
        }
    }

    @Test("CREW_TRACE=1 turns the state trace on")
    func trace() throws {
        let parsed = ParsedCommand(
            path: [], arguments: [], options: [:], context: CommandReading(today: dueDate("2027-01-15")))
        #expect(
            try Configuration.resolve(
                parsed, environment: ["HOME": "/h", "CREW_TRACE": "1"], outputIsTerminal: false
            ).trace)
        #expect(
            try !Configuration.resolve(parsed, environment: ["HOME": "/h"], outputIsTerminal: false).trace)
    }
}
