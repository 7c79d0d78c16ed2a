import Domain
import DomainTestSupport
import Testing

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test("needs a character after trimming", arguments: ["", " ", "\t \t"])
    func refusesTooShort(raw: String) {
        #expect(throws: SearchError.queryTooShort(minimum: 1)) { try SearchQuery(raw) }
    }

    @Test(
        "accepts one character or more, trimmed",
        arguments: [
            ("a", "a"), (" a ", "a"), ("é", "é"), ("🥛", "🥛"), ("ab", "ab"), ("  milk ", "milk"), ("🥛🥛", "🥛🥛"),
        ])
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

    /// ASCII text is folded byte by byte, other text by Unicode's rules: both must agree with
    /// `lowercased()`, and an ASCII query must find its letters inside non-ASCII names too.
    @Test(
        "folds case the way lowercased() does, on ASCII and non-ASCII names alike",
        arguments: [
            ("ZEBRA @[`{", "zebra @[`{"), ("Straße ÉTÉ", "straße été"), ("İstanbul", "i̇stanbul"),
            ("ΣΟΦΊΑ", "σοφία"), ("Mixed ASCII and Ünïcödé", "mixed ascii and ünïcödé"),
        ])
    func foldsCase(name: String, folded: String) throws {
        #expect(name.lowercased() == folded)
        #expect(query(folded).matches(try ItemName(name)))
        #expect(SearchRank(ofText: name, for: query(folded)) == .exactName)
        #expect(!query("@{").matches(try ItemName("@[")))
    }

    @Test("matches a user by name or e-mail")
    func matchesUsers() {
        let user = makeUser(name: "Ada Lovelace", email: "countess@analytical.org")
        #expect(query("lovelace").matches(user))
        #expect(query("ANALYTICAL").matches(user))
        #expect(!query("babbage").matches(user))
    }

    @Test(
        "one character matches the start of a word, in any case and folded; two or more match anywhere",
        arguments: [
            ("m", "Mend the fence", true), ("m", "Call mom", true), ("m", "Buy milk", true),
            ("m", "Résumé draft", false), ("m", "Water the plants", false), ("M", "call mom", true),
            ("e", "Éclair", true), ("e", "Mend the fence", false), ("ss", "Straße", true),
            ("um", "Résumé draft", true),
        ])
    func oneCharacterAtWordStarts(query text: String, name: String, matches: Bool) throws {
        let search = try SearchQuery(text)
        #expect(search.matches(try ItemName(name)) == matches)
        #expect((SearchRank(of: try ItemName(name), for: search) != nil) == matches)
    }

    @Test(
        "several words match a name holding each, in any order, each by the one-word rule; together as typed also matches",
        arguments: [
            ("invoice Send", "Send the invoice", true), ("Send invoice", "Send the invoice", true),
            ("send the", "Send the invoice", true), ("INVOICE résumé", "Resume and invoice", true),
            ("invoice send", "Send the bill", false), ("t invoice", "Send the invoice", true),
            ("d invoice", "Send the invoice", false), ("a milk", "xa milk", true),
            ("a milk", "milk xa", false),
            ("milk  oat", "oat milk", true),
        ])
    func severalWords(query text: String, name: String, matches: Bool) throws {
        let search = try SearchQuery(text)
        #expect(search.hasSeveralWords)
        #expect(search.matches(try ItemName(name)) == matches)
        #expect((SearchRank(of: try ItemName(name), for: search) != nil) == matches)
    }

    @Test("the words together as typed rank before the words apart; a one-word query is its only word")
    func severalWordsRank() throws {
        let search = try SearchQuery("the invoice")
        #expect(search.words.map(\.value) == ["the", "invoice"])
        #expect(SearchRank(of: try ItemName("Send the invoice"), for: search) == .wordPrefix)
        #expect(SearchRank(of: try ItemName("The invoice"), for: search) == .exactName)
        #expect(SearchRank(of: try ItemName("Invoice for the team"), for: search) == .everyWord)
        #expect(SearchRank.substring < .everyWord)
        let one = try SearchQuery("invoice")
        #expect(!one.hasSeveralWords && one.words == [one])
    }
}
