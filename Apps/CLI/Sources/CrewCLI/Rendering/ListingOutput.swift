import Presentation

/// Prints a paged list page by page, written once for users and items: each page as it
/// arrives (so a million rows take as much memory as one page), up to `limit` rows; then, on
/// a terminal, the empty message or the summary; the cache notice; and each stored record that
/// could not be read, which fails the run once every readable row is out.
@MainActor
struct ListingOutput<Model: PagedListModel, Value> {
    let format: RowFormat<Model.State.Row, Value>
    let mode: OutputMode
    let context: CommandContext
    /// The values behind the rows shown, in order: what JSON writes.
    let values: @MainActor (Model) -> [Value]

    /// `summary` is the line a terminal shows under the rows when the list is not empty;
    /// `leftOut`, the line it shows when `limit` cut the list, given how many rows were shown.
    func print(
        _ model: Model, limit: Int? = nil, summary: (Model.State) -> String? = { _ in nil },
        leftOut: (Model, Int) async -> String? = { _, _ in nil }, empty: (String) -> String = { $0 }
    ) async throws(CommandExit) {
        let stream = RowStream(format: format, mode: mode, console: context.console, style: context.style)
        var remaining = limit ?? Int.max
        var (unreadable, shown, isCut) = ([String](), 0, false)
        while true {
            let state = try context.check(model.state)
            // A page within the limit is written as it is: a copy was a retain of every text.
            let rows = state.rows.count <= remaining ? state.rows : Array(state.rows.prefix(remaining))
            stream.write(rows, values: mode == .json ? Array(values(model).prefix(remaining)) : [])
            unreadable += state.unreadable
            remaining -= rows.count
            shown += rows.count
            isCut = rows.count < state.rows.count || (remaining == 0 && state.canLoadMore)
            guard remaining > 0, state.canLoadMore else { break }
            await model.showNextPage()
        }
        stream.finish()
        let state = model.state
        if mode == .table, isCut, let line = await leftOut(model, shown) {
            context.console.print(context.style.dim(line))
        }
        if mode == .table, let line = state.emptyMessage.map(empty) ?? summary(state) {
            context.console.print(context.style.dim(line))
        }
        if let notice = state.notice { context.console.printError(context.style.yellow(notice)) }
        // The rows that could be read are all shown; the ones that could not are named, and fail the run.
        for message in unreadable { _ = context.failure(UserFacingError(message: message, kind: .conflict)) }
        if !unreadable.isEmpty { throw CommandExit(.failure) }
    }
}
