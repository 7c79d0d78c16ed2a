import Domain
import Presentation

/// The question before a change to several items, asked at a terminal only: how many and which
/// (the first few by name), `[y/N]`. `--yes` skips it, a pipe is never asked, one item needs none,
/// and an unknown id is reported without asking. A filter is counted whole, past every page. By
/// default (`confirm = bulk`) only a selection the person did not type id by id asks (a filter,
/// or `-` reading a listing): `crew done 1 2` does what it says.
@MainActor
struct BulkQuestion {
    let change: BulkChange
    /// `--yes`: the person said yes before being asked.
    let confirmed: Bool
    /// The ids were typed one by one (no filter, no `-`).
    var typedEachID = false

    /// Goes on, or ends the command (exit 1, nothing written) when the answer is not yes.
    func ask(_ model: ItemChangeViewModel, about target: ItemTarget, _ context: CommandContext)
        async throws(CommandExit)
    {
        guard !confirmed, context.console.inputIsTerminal,
            context.container.configuration.confirm.asks(typedEachID: typedEachID)
        else { return }
        if case .ids(let ids) = target, Set(ids).count < 2 { return }
        let question = await model.question(change, target)
        _ = try context.check(model.state)
        if let question, !ConfirmationPrompt(console: context.console).allows(question) {
            let nothing = change == .remove ? "Nothing was removed." : "Nothing was changed."
            throw context.failure(UserFacingError(message: nothing, kind: .other))
        }
    }
}
