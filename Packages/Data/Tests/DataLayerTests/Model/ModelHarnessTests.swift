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

    @Test(
        "generated sequences reach every undo rule: two people's own undos, a later change refusing one, an undo that would break another record, a number the journal lacks"
    )
    func sequencesReachTheUndoRules() {
        var outcomes: [ModelOutcome] = []
        for seed in UInt64(1)...4 {
            var generator = ModelGenerator(seed: seed)
            var model = CrewModel()
            for command in generator.commands(1_500) { outcomes.append(model.apply(command)) }
        }
        let count = { (wanted: ModelOutcome) in outcomes.filter { $0 == wanted }.count }
        #expect(count(.undone) > 50)
        #expect(count(.actingAs("bob")) > 10)
        for failure in [ModelFailure.nothingOfYours, .laterChangeTouched, .noSuchChange, .cannotUndo] {
            #expect(count(.failed(failure)) > 0, "\(failure)")
        }
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
