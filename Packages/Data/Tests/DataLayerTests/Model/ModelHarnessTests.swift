import Domain
import Testing

@testable import CrewModel

/// The model's own harness: what it asks of crew stays within what crew accepts, and a failure
/// found at a team's volume is reported within a bounded time.
@Suite("Model harness")
struct ModelHarnessTests {
    @Test("the harness never asks for a page larger than crew gives")
    func largestPageIsTheDomains() {
        #expect(ModelSizes.largestPage == PageRequest.maximumLimit)
    }

    @Test(
        "a listing's page grows with the store up to the largest page, and no further",
        arguments: [
            (1, 10, 1), (7, 400, 10), (50, 40_000, 1_000), (1, 41_000, 1_000), (1_000, 41_000, 1_000),
        ])
    func listingPageSize(drawn: Int, items: Int, expected: Int) throws {
        #expect(ModelRun.listingPageSize(drawn, items: items) == expected)
        _ = try PageRequest(limit: ModelRun.listingPageSize(drawn, items: items))
    }

    @Test("shrinking leaves out every command the failure does not need")
    func shrinksToWhatFails() async {
        let commands = (1...20).map { ModelCommand.addItem(ModelItemDraft(name: "item \($0)")) } + [.undo]
        let shrunk = await ModelShrinker.shrink(commands) { candidate in candidate.contains(.undo) }
        #expect(shrunk == [.undo])
    }

    @Test("shrinking past its deadline runs no candidate and keeps the sequence that failed")
    func shrinkingStopsAtItsDeadline() async {
        let commands = (1...20).map { ModelCommand.addItem(ModelItemDraft(name: "item \($0)")) } + [.undo]
        var runs = 0
        let shrunk = await ModelShrinker.shrink(commands, deadline: .now - .seconds(1)) { candidate in
            runs += 1
            return candidate.contains(.undo)
        }
        #expect(shrunk == commands)
        #expect(runs == 0)
    }
}
