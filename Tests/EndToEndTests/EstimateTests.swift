import DataTestSupport
import Foundation
import Testing

/// The estimate, the field added to prove a plain field is one fact: set and cleared from the
/// command line, shown, sorted by, written to JSON and backups, undone, on both engines.
@Suite("crew end to end: estimates")
struct EstimateTests {
    @Test(
        "an estimate is set, shown, sorted by, edited, cleared, undone and backed up",
        arguments: ThrowawayPostgres.isAvailable ? ["sqlite", "postgres"] : ["sqlite"])
    func wholeLife(engine: String) throws {
        let sandbox = try Sandbox()
        let store = engine == "postgres" ? try PostgresDatabase().url : sandbox.path("crew.sqlite3")
        let crew = { (arguments: [String]) throws -> ProgramRun in
            try sandbox.crew(["--store", store] + arguments)
        }
        #expect(try crew(["items", "add", "Ship it", "--estimate", "1h30m"]).status == 0)
        #expect(try crew(["items", "add", "Quick", "--estimate", "20m"]).status == 0)
        #expect(try crew(["items", "add", "Open"]).status == 0)
        let refused = try crew(["items", "add", "Bad", "--estimate", "90"])
        #expect(refused.status == 64)
        #expect(refused.errors.contains("written 90m, 1h30m or 2h"))

        let ids = { (arguments: [String]) throws -> [String] in
            try crew(["items", "list"] + arguments).output.split(separator: "\n").map {
                String($0.prefix { $0 != "\t" })
            }
        }
        #expect(try ids(["--sort", "estimate"]) == ["2", "1", "3"], "smallest first, none last")
        #expect(try ids(["--sort", "estimate", "--reverse"]) == ["3", "1", "2"])
        #expect(try crew(["items", "show", "1"]).output.contains("estimate  1h30m"))
        #expect(
            try crew(["items", "list", "--json=id,estimate"]).output.contains(#"{"id": 1, "estimate": 90}"#))
        let listed = try crew(["items", "list"]).output
        #expect(
            listed.split(separator: "\n").first?.split(separator: "\t", omittingEmptySubsequences: false)
                .count == 7, "the TSV keeps its columns")

        #expect(try crew(["items", "edit", "2", "--estimate", "2h"]).status == 0)
        #expect(try ids(["--sort", "estimate"]) == ["1", "2", "3"])
        #expect(try crew(["log", "-n", "1"]).output.contains("edited item 2 (estimate)"))
        #expect(try crew(["items", "edit", "2", "--no-estimate"]).status == 0)
        #expect(try crew(["items", "show", "2", "--json=estimate"]).output == #"{"estimate": null}"# + "\n")
        #expect(try crew(["undo"]).status == 0)
        #expect(try crew(["items", "show", "2", "--json=estimate"]).output == #"{"estimate": 120}"# + "\n")

        let backup = sandbox.path("backup.json")
        #expect(try crew(["export", backup]).status == 0)
        let restored = sandbox.path("restored.sqlite3")
        #expect(try sandbox.crew(["--store", restored, "import", backup]).status == 0)
        #expect(
            try sandbox.crew(["--store", restored, "items", "list", "--json=estimate"]).output
                == "[\n  {\"estimate\": 90},\n  {\"estimate\": 120},\n  {\"estimate\": null}\n]\n")
    }
}
