import Domain

#if canImport(FoundationEssentials)
    // Foundation's essentials only: the rest of Foundation (CoreFoundation, ICU) would make
    // every start of the static crew pay for relocating tens of megabytes it does not use.
    import FoundationEssentials
#else
    import Foundation
#endif

/// `crew undo`: reverses the most recent change and says what it put back; `crew log` shows the
/// recent changes, newest first, in the person's local time.
@MainActor
public final class UndoViewModel: ViewModel {
    private let undoLastChange: UndoLastChange
    private let listChanges: ListChanges
    private let findUser: FindUser
    private let localTime: LocalTime
    private let observers = StateObservers(UndoState())

    /// A view model that undoes with `undoLastChange` and lists the journal with `listChanges`,
    /// naming users through `findUser` and times in `localTime`.
    public init(
        undoLastChange: UndoLastChange, listChanges: ListChanges, findUser: FindUser, localTime: LocalTime
    ) {
        self.undoLastChange = undoLastChange
        self.listChanges = listChanges
        self.findUser = findUser
        self.localTime = localTime
    }

    /// The journal as it stands.
    public var state: UndoState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (UndoState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Undoes the last change the journal kept, and says what it put back.
    public func undo() async {
        await undo(.newest)
    }

    /// Undoes the change `choice` names, and says what it put back: whose it was when it was not
    /// the person's own, and the newer change it left as it is; with `force`, over a later change
    /// to the same records, field by field.
    public func undo(_ choice: UndoChoice, force: Bool = false) async {
        observers.update(UndoState(isRunning: true))
        do {
            let undone = try await undoLastChange.execute(choice, force: force)
            let change = undone.change
            let summary =
                await LogRows(findUser: findUser, localTime: localTime).rows([change]).first?.summary ?? ""
            let restored = ChangeDescription.restoration(of: change)
            var whose = ""
            if case .newestBy = choice, undone.newerChange != nil { whose = "your " }
            // A change named by its number may be anyone's: the sentence says whose.
            var by = ""
            if case .number = choice, change.author != .unknown { by = " (\(change.author.name)'s)" }
            let over =
                undone.forcedOver.map { " over \($0.author)'s change \($0.sequence), field by field" } ?? ""
            let newer =
                undone.forcedOver != nil
                ? " The undo is a change of its own: crew undo takes it back."
                : undone.newerChange.map {
                    " \($0.author)'s change \($0.sequence) is newer and was left as it is."
                }
            observers.mutate { state in
                state.isRunning = false
                state.confirmation =
                    "Undid \(whose)change \(change.sequence)\(by)\(over): \(summary)."
                    + (restored.isEmpty
                        ? "" : " " + restored.prefix(1).uppercased() + restored.dropFirst() + ".")
                    + (newer ?? "")
            }
        } catch {
            fail(error)
        }
    }

    /// Loads the last `limit` changes, newest first, and whether older ones are kept too (one
    /// more is read to tell, so that a view says it rather than stop silently).
    /// With `author`, only that person's changes (`crew log --by ada`), among the 1,000 kept.
    public func loadHistory(limit: Int = ListChanges.defaultLimit, by author: ChangeAuthor? = nil) async {
        observers.update(UndoState(isRunning: true))
        do {
            let read =
                if let author {
                    try await listChanges.execute(limit: limit + 1, by: author)
                } else {
                    try await listChanges.execute(limit: limit + 1)
                }
            let changes = Array(read.prefix(limit))
            let rows = await LogRows(findUser: findUser, localTime: localTime).rows(changes)
            observers.mutate { state in
                state.isRunning = false
                state.history = rows
                state.hasOlderChanges = read.count > limit
                state.emptyMessage = changes.isEmpty ? "No changes to undo." : nil
            }
        } catch {
            fail(error)
        }
    }

    private func fail(_ error: any Error) {
        observers.mutate { state in
            state.isRunning = false
            state.error = UserFacingError(error)
        }
    }
}

extension UndoState {
    fileprivate init(isRunning: Bool) {
        self.init()
        self.isRunning = isRunning
    }
}
