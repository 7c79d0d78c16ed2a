import Domain
import Testing

@testable import CrewCLI

@Suite("Import parser")
struct ItemImportParserTests {
    @Test("reads crew's own JSON, keeping ids, status and owners, with the line of each record")
    func readsJSON() throws {
        let records = try ItemImportParser.parse(
            """
            [
              {"id": 4, "name": "Buy milk", "done": false, "owner": 1},
              {"id": 7, "name": "Call Bob", "done": true, "owner": null},
              {"name": "Just a name"}
            ]
            """)
        #expect(records.map(\.line) == [2, 3, 4])
        #expect(
            records[0].item
                == NewItem(
                    name: try ItemName("Buy milk"), ownerID: User.ID(rawValue: 1),
                    requestedID: Item.ID(rawValue: 4)))
        #expect(records[1].item.isCompleted)
        #expect(records[2].item.requestedID == nil)
    }

    @Test("reads TSV as items list prints it, or one name per line, skipping a header and blank lines")
    func readsTSV() throws {
        let records = try ItemImportParser.parse(
            "id\tstatus\towner\tname\n3\tdone\t2\tBuy milk\n\n\tpending\t\tNo id\nA name\n")
        #expect(records.map(\.line) == [2, 4, 5])
        #expect(
            records[0].item
                == NewItem(
                    name: try ItemName("Buy milk"), isCompleted: true, ownerID: User.ID(rawValue: 2),
                    requestedID: Item.ID(rawValue: 3)))
        #expect(records[1].item.requestedID == nil)
        #expect(records[2].item.name.value == "A name")
    }

    @Test(
        "a bad record is reported with its line",
        arguments: [
            (
                "[\n  {\"name\": \"ok\"},\n  {\"name\": \"\"}\n]",
                ImportError(line: 3, message: "The item name must not be empty.")
            ),
            (
                "[\n  {\"name\": \"ok\"},\n  {\"done\": true}\n]",
                ImportError(line: 3, message: "The field \"name\" is missing.")
            ),
            (
                "[\n  {\"name\": \"a\", \"done\": \"yes\"}\n]",
                ImportError(line: 2, message: "The field \"done\" must be true or false.")
            ),
            (
                "[\n  {\"name\": \"a\", \"owner\": -1}\n]",
                ImportError(line: 2, message: "The id must be a positive whole number.")
            ),
            ("[{\"name\": \"a\"},", ImportError(line: 1, message: "Expected a JSON array of items.")),
            ("ok\nx\tpending\t\tname\n", ImportError(line: 2, message: "The id 'x' is not a whole number.")),
            (
                "1\tmaybe\t\tname\n",
                ImportError(line: 1, message: "The status 'maybe' is neither 'pending' nor 'done'.")
            ),
            (
                "a\tb\n",
                ImportError(
                    line: 1, message: "Expected 4 tab-separated fields (id, status, owner, name), found 2.")
            ),
        ])
    func badRecords(text: String, error: ImportError) {
        #expect(throws: error) { try ItemImportParser.parse(text) }
    }

    @Test("element lines are found through nested objects and strings with brackets")
    func elementLines() {
        let text = "[\n {\"name\": \"a [x], {y}\", \"meta\": {\"k\": [1, 2]}},\n\n {\"name\": \"b\"}\n]"
        #expect(JSONElementLines.startLines(in: text) == [2, 4])
    }
}
