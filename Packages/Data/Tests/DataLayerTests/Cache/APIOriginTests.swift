import DataLayer
import Foundation
import Testing

@Suite("APIOrigin")
struct APIOriginTests {
    @Test(
        "base URLs that differ only in case, a trailing slash, a default port or credentials are one origin",
        arguments: [
            ("http://127.0.0.1:3000", "http://127.0.0.1:3000/"),
            ("https://API.example.com/v1", "https://api.example.com:443/v1/"),
            ("http://example.com", "http://admin:hunter2@example.com:80"),
        ])
    func sameOrigin(first: String, second: String) throws {
        #expect(try origin(first) == origin(second))
        #expect(try origin(first).cacheFileName == origin(second).cacheFileName)
    }

    @Test(
        "another scheme, host, port or path is another origin, with another cache file",
        arguments: [
            ("http://127.0.0.1:3000", "http://127.0.0.1:3001"),
            ("http://example.com", "https://example.com"),
            ("http://example.com/a", "http://example.com/b"),
            ("http://example.com/a", "http://example.com/A"),
            ("http://a.example.com", "http://b.example.com"),
        ])
    func otherOrigin(first: String, second: String) throws {
        #expect(try origin(first) != origin(second))
        #expect(try origin(first).cacheFileName != origin(second).cacheFileName)
    }

    @Test("the origin never shows credentials, and its file name is readable and safe")
    func description() throws {
        let sut = try origin("http://admin:hunter2@Example.com:8080/api/v1/")
        #expect(sut.description == "http://example.com:8080/api/v1")
        #expect(sut.cacheFileName.hasPrefix("example.com_8080_api_v1-"))
        #expect(sut.cacheFileName.hasSuffix(".sqlite3"))
        #expect(!sut.cacheFileName.contains("hunter2"))
        #expect(sut.cacheFileName.allSatisfy { $0.isASCII && $0 != "/" })
    }

    @Test("a long origin's file name keeps its first 80 characters, made safe, before its hash")
    func longOrigin() throws {
        let sut = try origin("http://example.com/" + String(repeating: "a b", count: 40))
        #expect(sut.cacheFileName.count == 80 + "-".count + 16 + ".sqlite3".count)
        #expect(sut.cacheFileName.hasPrefix("example.com_80_a_ba_ba_b"))
        #expect(sut.cacheFileName.prefix(80).allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) })
    }

    @Test("only http and https URLs with a host have an origin")
    func refusesOtherURLs() throws {
        for text in ["ftp://example.com", "file:///tmp/x"] {
            let url = try #require(URL(string: text))
            #expect(APIOrigin(url) == nil)
        }
    }

    private func origin(_ text: String) throws -> APIOrigin {
        let url = try #require(URL(string: text))
        return try #require(APIOrigin(url))
    }
}
