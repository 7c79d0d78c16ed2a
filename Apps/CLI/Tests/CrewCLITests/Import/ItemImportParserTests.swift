import Domain
import Testing

@testable import CrewCLI

@Suite("Import parser")
struct ItemImportParserTests {
    @Test("reads crew's own JSON, keeping ids, status and owners, with the line of each record")
    func readsJSON() throws {
        let records = try parse(
            """
            [
              {"id": 4, "name": "Buy milk", "done": false, "owner": 1},
              {"id": 7, "name": "Call Bob", "done": true, "owner": null},
              {"name": "Just a name"}
            ]
            """)
        #expect(records.map { $0.line } == [2, 3, 4])
        #expect(
            records[0].item
                == NewItem(
                    name: try ItemName("Buy milk"), ownerID: User.ID(rawValue: 1),
                    requestedID: Item.ID(rawValue: 4)))
        #expect(records[1].item.isCompleted)
        #expect(records[2].item.requestedID == nil)
    }

    @Test("reads JSON objects one after the other (JSON Lines), or a single object, as items")
    func readsJSONLines() throws {
        let lines = try parse("{\"name\": \"a\"}\n{\"name\": \"b\", \"done\": true}\r\n\n{\"name\": \"c\"}\n")
        #expect(lines.map { $0.item.name.value } == ["a", "b", "c"])
        #expect(lines.map { $0.line } == [1, 2, 4])
        let single = try parse("{\n  \"name\": \"only one\"\n}\n")
        #expect(single.map { $0.item.name.value } == ["only one"])
    }

    @Test(
        "reads TSV as items list prints it, or one name per line, skipping a header and blank lines",
        arguments: ["\n", "\r\n", "\r"])
    func readsTSV(lineEnd: String) throws {
        let text = [
            "id\tstatus\towner\tname", "3\tdone\t2\tBuy milk", "", "\tpending\t\tNo id", "A name", "",
        ]
        .joined(separator: lineEnd)
        let records = try parse(text)
        #expect(records.map { $0.line } == [2, 4, 5])
        #expect(
            records[0].item
                == NewItem(
                    name: try ItemName("Buy milk"), isCompleted: true, ownerID: User.ID(rawValue: 2),
                    requestedID: Item.ID(rawValue: 3)))
        #expect(records[1].item.requestedID == nil)
        #expect(records[2].item.name.value == "A name")
    }

    @Test(
        "a bad record is reported with its line and what is wrong",
        arguments: [
            (
                "[\n  {\"name\": \"ok\"},\n  {\"name\": \"\"}\n]",
                ImportError(
                    line: 3, message: "The field \"name\" is invalid: the item name must not be empty.")
            ),
            (
                "[\n  {\"name\": \"ok\"},\n  {\"done\": true}\n]",
                ImportError(line: 3, message: "The field \"name\" is missing.")
            ),
            (
                "[\n  {\"name\": \"a\", \"done\": \"yes\"}\n]",
                ImportError(line: 2, message: "The field \"done\" must be true or false, not a string.")
            ),
            (
                "[\n  {\"name\": \"a\", \"owner\": -1}\n]",
                ImportError(
                    line: 2,
                    message: "The field \"owner\" is invalid: the id must be a positive whole number.")
            ),
            (
                "[\n  {\"name\": \"a\", \"id\": 1.5}\n]",
                ImportError(line: 2, message: "The field \"id\" must be a whole number, not 1.5.")
            ),
            (
                "[{\"name\": \"a\", \"id\": 9223372036854775807}]",
                ImportError(
                    line: 1,
                    message: "The field \"id\" is invalid: the id must be between 1 and 9007199254740991.")
            ),
            (
                "[{\"name\": \"a\"},",
                ImportError(
                    line: 1, message: "Not valid JSON (column 16: the text ends where a value should start).")
            ),
            (
                "{\"format\": \"crew\", \"version\": 1, \"users\": [], \"items\": []}",
                ImportError(
                    line: 1,
                    message: "This is a crew backup: restore it with 'crew import', not 'crew items import'.")
            ),
            ("[\"a\"]", ImportError(line: 1, message: "The item must be an object, not a string.")),
            ("ok\nx\tpending\t\tname\n", ImportError(line: 2, message: "The id 'x' is not a whole number.")),
            (
                "1\tmaybe\t\tname\n",
                ImportError(line: 1, message: "The status 'maybe' is neither 'pending' nor 'done'.")
            ),
            (
                "a\tb\n",
                ImportError(
                    line: 1,
                    message:
                        "Expected 4 tab-separated fields (id, status, owner, name) or 7 (then due, priority, tags), found 2."
                )
            ),
        ])
    func badRecords(text: String, error: ImportError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test("text that is not UTF-8 is named by its line, in TSV and in JSON")
    func invalidUTF8() {
        #expect(throws: ImportError(line: 2, message: "The line is not valid UTF-8 text.")) {
            try ItemImportParser.parse(Array("good\n".utf8) + [0x62, 0xFF, 0x61, 0x0A])
        }
        #expect(throws: ImportError.self) {
            try ItemImportParser.parse(Array("[{\"name\": \"".utf8) + [0xC3, 0x28] + Array("\"}]".utf8))
        }
    }

    private func parse(_ text: String) throws(ImportError) -> [ImportRecord] {
        try ItemImportParser.parse(Array(text.utf8))
    }
}
