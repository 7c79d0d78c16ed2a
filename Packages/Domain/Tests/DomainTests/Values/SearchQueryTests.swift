import Domain
import Testing

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test("needs at least two characters after trimming", arguments: ["", " ", "a", " a ", "é", "🥛"])
    func refusesTooShort(raw: String) {
        #expect(throws: SearchError.queryTooShort(minimum: 2)) { try SearchQuery(raw) }
    }

    @Test(
        "accepts two characters or more, trimmed",
        arguments: [("ab", "ab"), ("  milk ", "milk"), ("🥛🥛", "🥛🥛")])
    func acceptsQuery(raw: String, expected: String) throws {
        #expect(try SearchQuery(raw).value == expected)
    }

    @Test("is bounded at 200 characters")
    func refusesTooLong() {
        #expect(throws: SearchError.queryTooLong(maximum: 200)) {
            try SearchQuery(String(repeating: "q", count: 201))
        }
    }

    @Test("refuses control characters")
    func refusesControlCharacters() {
        #expect(throws: SearchError.queryContainsControlCharacter) { try SearchQuery("ab\ncd") }
    }

    @Test("matches names case-insensitively, with wildcard characters taken literally")
    func matchesLiterally() throws {
        #expect(query("MILK").matches(try ItemName("buy milk")))
        #expect(query("100%").matches(try ItemName("100% done")))
        #expect(!query("1_0").matches(try ItemName("100")))
        #expect(!query("%%").matches(try ItemName("anything")))
    }

    @Test("matches a user by name or e-mail")
    func matchesUsers() {
        let user = anyUser(name: "Ada Lovelace", email: "countess@analytical.org")
        #expect(query("lovelace").matches(user))
        #expect(query("ANALYTICAL").matches(user))
        #expect(!query("babbage").matches(user))
    }
}
