import Domain
import DomainTestSupport
import Testing

@testable import DataLayer

@Suite("ItemQuerySQL.phrase: a search text as one literal FTS5 phrase")
struct ItemQuerySQLPhraseTests {
    @Test(
        "the text in double quotes, each inner quote doubled",
        arguments: [
            ("milk", #""milk""#),
            ("", #""""#),
            (#"say "hi""#, #""say ""hi""""#),
            (#"""#, #""""""#),
            (#""""#, #""""""""#),
            ("a*b -c:d", #""a*b -c:d""#),
            ("café \"ü\"", #""café ""ü""""#),
        ])
    func quotes(text: String, phrase: String) {
        #expect(ItemQuerySQL.phrase(text) == phrase)
    }

    @Test("a search with quotes in it finds the names that hold them")
    func searchesWithQuotes() async throws {
        let directory = TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path("quotes.sqlite3"))
        _ = try await store.insert([makeNewItem(#"fix the "big" bug"#), makeNewItem("fix the big bug")])
        let page = try await store.items(
            matching: ItemFilter(search: query(#""big""#)), order: .relevance(to: query(#""big""#)),
            page: pageOf(10))
        #expect(page.elements.map { $0.name.value } == [#"fix the "big" bug"#])
    }
}
