import Domain

/// Shows one item in full (`crew items show`): every field, the owner by name, the times in the
/// person's clock, its notes, and what changed, when, newest first. A listing never reads its
/// history.
@MainActor
public final class ItemDetailViewModel: ViewModel {
    private let showItem: ShowItem
    private let findUser: FindUser
    private let changeRows: LogRows
    private let today: DueDate
    private let localTime: LocalTime
    /// With an API, the changes kept offline: an item with one waiting says so.
    private let waitingChanges: SettleConflicts?
    private let observers = StateObservers(ItemDetailState())

    /// A view model that shows items with `showItem`, naming owners through `findUser`, days against
    /// `today` and times in `localTime`; with `waitingChanges`, it says when a change waits to be sent.
    public init(
        showItem: ShowItem, findUser: FindUser, today: DueDate, localTime: LocalTime,
        waitingChanges: SettleConflicts? = nil
    ) {
        self.showItem = showItem
        self.waitingChanges = waitingChanges
        self.findUser = findUser
        self.changeRows = LogRows(findUser: findUser, localTime: localTime)
        self.today = today
        self.localTime = localTime
    }

    /// The item as it stands.
    public var state: ItemDetailState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (ItemDetailState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Loads the item `id` with its last `historyLimit` changes, and whether older ones are kept
    /// too (one more is read to tell).
    public func load(_ id: Item.ID, historyLimit: Int = ShowItem.defaultHistoryLimit) async {
        observers.mutate { state in
            state.isLoading = true
            state.error = nil
        }
        do {
            let read = try await showItem.execute(id, historyLimit: historyLimit + 1)
            let details = ItemDetails(item: read.item, history: Array(read.history.prefix(historyLimit)))
            let item = details.item
            var names: [User.ID: String] = [:]
            if let owner = item.ownerID, let user = try? await findUser.execute(.id(owner)) {
                names[owner] = user.name.value
            }
            let history = await changeRows.rows(details.history)
            let waiting = (try? await waitingChanges?.waiting().filter { $0.itemID == item.id }.count) ?? 0
            observers.mutate { state in
                state.isLoading = false
                state.row = ItemRow(item, today: today, ownerNames: names)
                state.created = item.createdAt.map(localTime.minutes) ?? ""
                state.completed = item.completedAt.map(localTime.minutes) ?? ""
                state.identity = item.uuid.uuidString.lowercased()
                state.recurrence = item.every.map { "every \($0)" } ?? ""
                state.waiting =
                    waiting == 0
                    ? ""
                    : WaitingChangesText.waiting(waiting)
                state.notes = item.notes.enumerated().map { index, note in
                    NoteRow(
                        number: index + 1, written: localTime.minutes(note.writtenAt), text: note.text.value)
                }
                state.history = history
                state.hasOlderHistory = read.history.count > historyLimit
                state.details = details
            }
        } catch {
            observers.mutate { state in
                state.isLoading = false
                state.error = UserFacingError(error)
            }
        }
    }
}
