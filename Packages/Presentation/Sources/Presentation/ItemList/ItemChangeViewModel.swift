import Domain

/// The changes a person makes to items (`ItemActions`), written once: each goes to the store and
/// says what it did. Alone (a one-shot `crew items done 4`) it has no rows to show a change on;
/// composed into a list on screen (``ItemListViewModel/changes``) it shows each change on the list's
/// rows at once and settles them there (`ItemChangeDisplay`).
@MainActor
public final class ItemChangeViewModel: ViewModel {
    private let actions: ItemActions
    private weak var display: (any ItemChangeDisplay)?
    private let observers = StateObservers(ItemChangeState())

    /// A view model for changes made with `useCases`.
    public convenience init(useCases: ItemListUseCases) {
        self.init(actions: ItemActions(useCases: useCases), display: nil)
    }

    init(actions: ItemActions, display: (any ItemChangeDisplay)?) {
        self.actions = actions
        self.display = display
    }

    /// The change as it stands.
    public var state: ItemChangeState { observers.current }

    /// Calls `onChange` with every new state until the observation is cancelled.
    public func observe(_ onChange: @escaping @MainActor (ItemChangeState) -> Void) -> Observation {
        observers.observe(onChange)
    }

    /// Adds an item described as a person describes it: its owner named by id, e-mail or name.
    public func add(_ request: NewItemRequest) async {
        do {
            await add(try await actions.newItem(request))
        } catch {
            fail(error)
        }
    }

    /// Adds an item named `name`, owned by `owner`.
    public func add(_ name: ItemName, owner: User.ID? = nil) async {
        await add(NewItem(name: name, fields: ItemFields(ownerID: owner)))
    }

    /// The target "every item these filters list" (owners named by id, e-mail or name found
    /// first), which the store resolves inside the change's write; `nil` with the state's error
    /// when an owner cannot be found.
    public func target(matching request: ItemListRequest) async -> ItemTarget? {
        do {
            return .matching(try await actions.filter(for: request))
        } catch {
            fail(error)
            return nil
        }
    }

    /// Marks items done, all or nothing: if any id names no item, none changes.
    public func complete(_ ids: [Item.ID]) async { await complete(.ids(ids)) }
    /// Marks every item `target` names done (a filter's: every item it admits as the store writes),
    /// all or nothing.
    public func complete(_ target: ItemTarget) async { await run(actions.complete(target)) }
    /// Marks items pending again, all or nothing.
    public func reopen(_ ids: [Item.ID]) async { await reopen(.ids(ids)) }
    /// Marks every item `target` names pending again, all or nothing.
    public func reopen(_ target: ItemTarget) async { await run(actions.reopen(target)) }
    /// Renames the item `id` to `name`.
    public func rename(_ id: Item.ID, to name: ItemName) async { await run(actions.rename(id, to: name)) }
    /// Adds a timestamped note to an item.
    public func addNote(_ text: NoteText, to id: Item.ID) async { await run(actions.addNote(text, to: id)) }
    /// Removes an item's note `number` (1 for the oldest, as `crew items show` numbers them).
    public func removeNote(_ number: Int, from id: Item.ID) async {
        await run(actions.removeNote(number, from: id))
    }

    /// Gives an item to the user a person names, or (with `nil`) leaves it without an owner.
    public func assign(_ id: Item.ID, to reference: UserReference?) async {
        await assign([id], to: reference)
    }

    /// Gives several items to one user (or to nobody), all or nothing, in one change.
    public func assign(_ ids: [Item.ID], to reference: UserReference?) async {
        await assign(.ids(ids), to: reference)
    }

    /// Gives every item `target` names to one user (or to nobody), all or nothing, in one change.
    public func assign(_ target: ItemTarget, to reference: UserReference?) async {
        await run(finding: { [actions] in try await actions.assign(target, to: reference) })
    }

    /// Changes any of an item's fields at once; a new owner is found first.
    public func edit(_ id: Item.ID, _ request: ItemEditRequest) async {
        await edit([id], request)
    }

    /// The same edit to several items, all or nothing, in one change (one undo takes it back).
    public func edit(_ ids: [Item.ID], _ request: ItemEditRequest) async {
        await edit(.ids(ids), request)
    }

    /// The same edit to every item `target` names, all or nothing, in one change.
    public func edit(_ target: ItemTarget, _ request: ItemEditRequest) async {
        await run(finding: { [actions] in try await actions.edit(target, request) })
    }

    /// The question to ask before removing several items (`nil` for one); `nil` with the state's
    /// error when an id names no item.
    public func removalQuestion(_ ids: [Item.ID]) async -> String? {
        await question(.remove, ids)
    }

    /// The question to ask before `change` is made to several items (`nil` for one); `nil` with
    /// the state's error when an id names no item.
    public func question(_ change: BulkChange, _ ids: [Item.ID]) async -> String? {
        await question(change, .ids(ids))
    }

    /// The question to ask before `change` is made to every item `target` names (a filter counted
    /// whole); `nil` for one item or none, and with the state's error when an id names no item.
    public func question(_ change: BulkChange, _ target: ItemTarget) async -> String? {
        do {
            return try await actions.question(change, target)
        } catch {
            fail(error)
            return nil
        }
    }

    /// Removes items, all or nothing; a list on screen keeps their rows, marked as saving, until
    /// the store confirms.
    public func remove(_ ids: [Item.ID]) async {
        await remove(.ids(ids))
    }

    /// Removes every item `target` names (a filter's: every one it admits as the store writes,
    /// damaged ones too), all or nothing.
    public func remove(_ target: ItemTarget) async {
        begin()
        let number = display?.beginChange(target) { _ in }
        do {
            let removed = try await actions.useCases.remove.execute(target)
            let (gone, lines) = actions.removed(target, returning: removed)
            if let number {
                await display?.confirmRemoval(number, of: gone, items: removed.items, confirmation: lines)
            }
            succeed(ChangedItems(items: removed.items), lines, wroteNothing: gone.isEmpty)
        } catch {
            fail(error, change: number)
        }
    }

    private func add(_ item: NewItem) async {
        begin()
        let number = display?.beginAdding(item)
        do {
            let stored = try await actions.useCases.add.execute(item)
            let line = actions.added(stored)
            if let number { await display?.confirmAdding(number, item: stored, confirmation: line) }
            succeed(ChangedItems(items: [stored]), line)
        } catch {
            if let number { display?.failAdding(number, error) }
            show(error)
        }
    }

    private func run(_ action: ItemAction) async {
        begin()
        let number = display?.beginChange(action.target, apply: action.apply)
        do {
            let outcome = try await action.perform()
            let lines = action.confirmation(of: outcome)
            if let number {
                // A recurring item's next one shows on the list, where the list admits it.
                await display?.confirmChange(
                    number, items: Array(outcome) + outcome.added, confirmation: lines)
            }
            succeed(outcome, lines, wroteNothing: outcome.wroteNothing)
        } catch {
            fail(error, change: number)
        }
    }

    /// An action whose owner must be found first; one that cannot be found is the error.
    private func run(finding make: @MainActor () async throws -> ItemAction) async {
        do {
            await run(try await make())
        } catch {
            fail(error)
        }
    }

    private func begin() {
        observers.mutate { $0 = ItemChangeState() }
    }

    private func succeed(_ items: ChangedItems, _ confirmation: String, wroteNothing: Bool = false) {
        observers.mutate { state in
            state.produced = items
            state.confirmation = confirmation
            state.wroteNothing = wroteNothing
        }
    }

    /// Shows the error here and on the list, rolling back change `number` if one began.
    private func fail(_ error: any Error, change number: Int? = nil) {
        display?.failChange(number, error)
        show(error)
    }

    private func show(_ error: any Error) {
        observers.mutate { state in
            state.confirmation = nil
            state.error = UserFacingError(error)
        }
    }
}
