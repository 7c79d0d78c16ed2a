import Domain

/// Marks and the questions before a change: `v` marks a row, `V` every item of the filter; Space,
/// `d` and `m` then act on all the marked rows as one change (one journal entry, one `u`) after a
/// question naming how many; without marks, `d` asks about the selected row. An answer acts on
/// what its question named.
extension ItemScreenViewModel {
    /// Marks the selected row, or unmarks it.
    public func toggleMark() {
        guard let id = state.selectedRow?.itemID else { return }
        switch state.marks {
        case .everyMatching:
            say(StatusLine("V marked every item of the list: V clears the marks.", isError: true))
        case .none, .rows:
            var ids: Set<Item.ID> = if case .rows(let marked) = state.marks { marked } else { [] }
            if ids.remove(id) == nil { ids.insert(id) }
            observers.mutate { state in
                state.marks = ids.isEmpty ? .none : .rows(ids)
                state.markCount = ids.isEmpty ? nil : ids.count
            }
        }
    }

    /// Marks every item the list's filter and search admit, all of them and not only the rows
    /// loaded (counted as the store counts them); with marks already, clears them.
    public func toggleEveryMark() async {
        guard state.marks.isEmpty else { return clearMarks() }
        let filter = list.state.filter
        observers.mutate { $0.marks = .everyMatching(filter) }
        let counted = try? await list.useCases.summarize.execute(filter, today: list.today)
        guard state.marks == .everyMatching(filter) else { return }
        observers.mutate { $0.markCount = counted?.total }
    }

    /// Unmarks every row.
    public func clearMarks() {
        observers.mutate { state in
            state.marks = .none
            state.markCount = nil
        }
    }

    /// The question before `action` on the marked rows, or (none marked) on the selected row;
    /// `nil` when there is nothing to act on, or the marked ids name no item (said on the status line).
    public func question(_ action: ItemScreenQuestion.Action) async -> ItemScreenQuestion? {
        if let target = state.marks.target {
            let counted = state.markCount.map { Count.of($0, "marked item") } ?? "the marked items"
            let text =
                await list.changes.question(Self.bulkChange(action), target)
                ?? "\(Self.verb(action)) \(counted)?"
            if let error = list.changes.state.error {
                say(StatusLine(error.message, isError: true))
                return nil
            }
            return ItemScreenQuestion(text: text, action: action, target: target, asked: nil)
        }
        guard let row = state.selectedRow, let id = row.itemID else { return nil }
        return ItemScreenQuestion(
            text: "\(Self.verb(action)) item \(row.shownID): \(row.title)?", action: action,
            target: .ids([id]),
            asked: row)
    }

    /// Makes the change `question` asked about, on the items it named; a row asked about that
    /// changed or vanished since withdraws it, with a sentence, and nothing is written.
    public func answer(_ question: ItemScreenQuestion) async {
        if let asked = question.asked, let withdrawn = withdrawal(of: asked) {
            return say(
                StatusLine(
                    "Item \(asked.shownID) \(withdrawn) meanwhile: the question was withdrawn, nothing was changed.",
                    isError: true))
        }
        let target = question.target
        await changing {
            switch question.action {
            case .complete: await list.changes.complete(target)
            case .reopen: await list.changes.reopen(target)
            case .remove: await list.changes.remove(target)
            case .edit(let request): await list.changes.edit(target, request)
            }
        }
        if list.changes.state.error == nil, question.asked == nil { clearMarks() }
    }

    /// Why a question about `asked` no longer stands ("changed", "is gone"), or `nil` when the row
    /// is as it was asked. The rows are a window of the list: a row outside it vanished only when
    /// they hold every row; otherwise the store, which refuses an id it does not hold, decides.
    private func withdrawal(of asked: ItemRow) -> String? {
        guard let now = list.state.rows.first(where: { $0.id == asked.id }) else {
            return list.paging.holdsEveryRow ? "is gone" : nil
        }
        return now == asked ? nil : "changed"
    }

    /// Applies an edit (`m`'s line, `crew items edit`'s options) to the selected row at once.
    public func editSelected(_ request: ItemEditRequest) async {
        guard let id = state.selectedRow?.itemID else { return }
        await changing { await list.changes.edit(id, request) }
    }

    private static func bulkChange(_ action: ItemScreenQuestion.Action) -> BulkChange {
        switch action {
        case .complete: .complete
        case .reopen: .reopen
        case .remove: .remove
        case .edit: .edit
        }
    }

    private static func verb(_ action: ItemScreenQuestion.Action) -> String { bulkChange(action).verb }
}
