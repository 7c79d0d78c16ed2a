import Domain

/// A list of items with its filters, search, paging and the changes a person makes to it.
///
/// Changes are optimistic: the rows change at once (marked as saving), then settle to what the
/// store confirmed, or roll back with an error, one row at a time (`ItemChanges`). The summary
/// follows every confirmed change through the filter's own definition, so it always says what a
/// fresh load would. Results of a load that a newer load has replaced are dropped (`PagedList`).
@MainActor
public final class ItemListViewModel: ListViewModel<ItemListState, Item> {
    private let useCases: ItemListUseCases
    private let includesSummary: Bool
    /// The day in the person's time zone: what "overdue" is counted against.
    private let today: DueDate
    private var changes = ItemChanges()
    /// What the summary counts; `nil` while no summary is shown.
    private var counts: ItemCounts?
    private var addsStarted = 0

    /// `includesSummary: false` skips counting the items ("3 of 10 done"), which reads every
    /// row the filter admits: a script reading a listing has no use for it.
    public init(
        useCases: ItemListUseCases, pageSize: Int = PageRequest.defaultLimit, includesSummary: Bool = true,
        today: DueDate, staleNotice: StaleNotice
    ) {
        self.useCases = useCases
        self.includesSummary = includesSummary
        self.today = today
        super.init(
            ItemListState(), pageSize: pageSize, staleNotice: staleNotice, row: { ItemRow($0) },
            unreadable: UnreadableText.item)
    }

    // MARK: - Loading

    override func reload() async {
        await load()
    }

    /// Loads the first page for the current filter and search, with the summary.
    public func load() async {
        let (filter, sort, reversed) = (state.filter, state.sort, state.isReversed)
        let (useCases, today) = (useCases, today)
        let fetch: PagedList<ItemListState, Item>.Fetch = { page in
            try await Self.fetch(filter, sort: sort, reversed: reversed, page: page, with: useCases)
        }
        // What a person reads beside the rows: the counts and the owners' names.
        var summarize: (@MainActor () async throws -> ListSummary)?
        if includesSummary {
            summarize = {
                async let counted = useCases.summarize.execute(filter, today: today)
                async let names = Self.ownerNames(with: useCases.users)
                return try await ListSummary(counts: counted, ownerNames: names)
            }
        }
        await paging.load(fetch, emptyMessage: Self.emptyMessage(for: filter), alongside: summarize) {
            [weak self] (summary: ListSummary?, state: inout ItemListState) in
            self?.changes.forgetRows()
            self?.counts = summary?.counts
            state.summary = summary.map { SummaryText.describing($0.counts, status: state.status) } ?? ""
            if let names = summary?.ownerNames { state.ownerNames = names }
        }
    }

    // MARK: - Filtering

    /// `nil` shows every item; the list reloads only when the search changes.
    public func setSearch(_ search: SearchQuery?) async {
        guard search != state.search else { return }
        observers.mutate { $0.search = search }
        await load()
    }

    public func setStatus(_ status: ItemStatusFilter) async {
        guard status != state.status else { return }
        observers.mutate { $0.status = status }
        await load()
    }

    public func setOwner(_ owner: OwnerFilter) async {
        guard owner != state.owner else { return }
        observers.mutate { $0.owner = owner }
        await load()
    }

    /// Shows one person's items, the person named as `--user` names them (an id, an e-mail, the
    /// start of a name); one that cannot be found is the error, and the filter stays as it was.
    public func setOwner(named choice: OwnerChoice) async {
        switch choice {
        case .anyone: await setOwner(OwnerFilter.anyone)
        case .nobody: await setOwner(OwnerFilter.nobody)
        case .user(let reference):
            guard let id = await resolve(reference, with: useCases.findUser) else { return }
            await setOwner(OwnerFilter.user(id))
        }
    }

    /// Sets every filter and the order at once and loads once: how a command line applies them.
    /// A user named by e-mail or name is found first; one that cannot be found is the error.
    public func apply(_ request: ItemListRequest) async {
        let owner: OwnerFilter
        switch request.owner {
        case .anyone: owner = .anyone
        case .nobody: owner = .nobody
        case .user(let reference):
            guard let id = await resolve(reference, with: useCases.findUser) else { return }
            owner = .user(id)
        }
        observers.mutate { state in
            state.status = request.overdue ? .pending : request.status
            state.owner = owner
            state.search = request.search
            state.dueBefore = request.overdue ? min(request.dueBefore ?? today, today) : request.dueBefore
            state.tags = request.tags
            state.priority = request.priority
            state.sort = request.sort
            state.isReversed = request.reversed
        }
        await load()
    }

    /// Orders the list (`nil`: pending first, or best match first with a search), either way.
    public func setSort(_ sort: ItemSort?, reversed: Bool) async {
        guard sort != state.sort || reversed != state.isReversed else { return }
        observers.mutate { state in
            state.sort = sort
            state.isReversed = reversed
        }
        await load()
    }

    /// Only items with every one of `tags` (none: any item).
    public func setTags(_ tags: Tags) async {
        guard tags != state.tags else { return }
        observers.mutate { $0.tags = tags }
        await load()
    }

    public func setPriority(_ priority: Priority?) async {
        guard priority != state.priority else { return }
        observers.mutate { $0.priority = priority }
        await load()
    }

    /// Only items due before `day` (`nil`: any); with `overdue`, pending ones due before today.
    public func setDue(before day: DueDate?, overdue: Bool) async {
        let dueBefore = overdue ? min(day ?? today, today) : day
        guard dueBefore != state.dueBefore || (overdue && state.status != .pending) else { return }
        observers.mutate { state in
            state.dueBefore = dueBefore
            if overdue { state.status = .pending }
        }
        await load()
    }

    // MARK: - Changes

    /// Adds an item described as a person describes it: its owner named by id, e-mail or name.
    public func add(_ request: NewItemRequest) async {
        var owner: User.ID?
        if let reference = request.owner {
            guard let id = await resolve(reference, with: useCases.findUser) else { return }
            owner = id
        }
        await add(
            NewItem(
                name: request.name,
                fields: ItemFields(
                    ownerID: owner, due: request.due, priority: request.priority, tags: request.tags)))
    }

    /// Adds an item, showing it at once as a row being saved.
    public func add(_ name: ItemName, owner: User.ID? = nil) async {
        await add(NewItem(name: name, fields: ItemFields(ownerID: owner)))
    }

    private func add(_ newItem: NewItem) async {
        addsStarted += 1
        let placeholder = ItemRow(adding: newItem, number: addsStarted)
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            state.emptyMessage = nil
            state.rows.insert(placeholder, at: state.rows.firstIndex(where: \.isDone) ?? state.rows.endIndex)
        }
        do {
            let item = try await useCases.add.execute(newItem)
            let filter = state.filter
            // It did not exist before: `.some(nil)`, which the filter does not count.
            settle(counting: [(before: .some(nil), after: item)], verb: "Added", changed: [item]) { state in
                let index = state.rows.firstIndex { $0.id == placeholder.id }
                if let index { state.rows.remove(at: index) }
                if filter.admits(item) { state.rows.insert(ItemRow(item), at: index ?? state.rows.endIndex) }
            }
        } catch {
            fail(error) { state in state.rows.removeAll { $0.id == placeholder.id } }
        }
    }

    /// Marks items done, all or nothing: if any id names no item, none changes. A done item is
    /// left as it is, and said to be.
    public func complete(_ ids: [Item.ID]) async {
        let complete = useCases.complete
        await change(
            ids, apply: { $0.values.isCompleted = true },
            describe: { item, changed in
                changed
                    ? "Completed item \(item.id): \(item.name)"
                    : "Item \(item.id) is already done: \(item.name)"
            },
            perform: { try await complete.execute($0) })
    }

    /// Marks items pending again, all or nothing.
    public func reopen(_ ids: [Item.ID]) async {
        let reopen = useCases.reopen
        await change(
            ids, apply: { $0.values.isCompleted = false },
            describe: { item, changed in
                changed
                    ? "Reopened item \(item.id): \(item.name)"
                    : "Item \(item.id) is already pending: \(item.name)"
            },
            perform: { try await reopen.execute($0) })
    }

    public func rename(_ id: Item.ID, to name: ItemName) async {
        let rename = useCases.rename
        await change(
            [id], apply: { $0.values.name = name },
            describe: { item, changed in
                changed
                    ? "Renamed item \(item.id): \(item.name)"
                    : "Item \(item.id) is already named “\(item.name)”"
            },
            perform: { _ in try await rename.execute(id, to: name) })
    }

    /// Gives an item to the user a person names (by id, e-mail or name), or (with `nil`) leaves
    /// it without an owner; the confirmation names the person.
    public func assign(_ id: Item.ID, to reference: UserReference?) async {
        var owner: User?
        if let reference {
            guard let found = await find(reference) else { return }
            owner = found
        }
        let assign = useCases.assign
        let name = owner.map { "\($0.name)" }
        await change(
            [id], apply: { $0.values.ownerID = owner?.id },
            describe: { item, changed in
                switch (name, changed) {
                case (let name?, true): "Assigned item \(item.id) to \(name): \(item.name)"
                case (nil, true): "Unassigned item \(item.id): \(item.name)"
                case (let name?, false): "Item \(item.id) already belongs to \(name): \(item.name)"
                case (nil, false): "Item \(item.id) already has no owner: \(item.name)"
                }
            },
            perform: { _ in try await assign.execute(id, to: owner?.id) })
    }

    /// The user a person named; `nil` after showing why none could be found.
    private func find(_ reference: UserReference) async -> User? {
        do {
            return try await useCases.findUser.execute(reference)
        } catch {
            observers.mutate { state in
                state.confirmation = nil
                state.error = UserFacingError(error)
            }
            return nil
        }
    }

    /// Changes any of an item's fields at once; a new owner is found first by id, e-mail or name.
    public func edit(_ id: Item.ID, _ request: ItemEditRequest) async {
        var owner: FieldChange<User.ID>?
        switch request.owner {
        case nil: owner = nil
        case .clear: owner = .clear
        case .set(let reference):
            guard let found = await resolve(reference, with: useCases.findUser) else { return }
            owner = .set(found)
        }
        let edit = request.withOwner(owner)
        let editItem = useCases.edit
        await change(
            [id],
            apply: { row in
                if let name = edit.name { row.values.name = name }
                if let owner = edit.owner { row.values.ownerID = owner.value }
                if let due = edit.due { row.values.due = due.value }
                if let priority = edit.priority { row.values.priority = priority.value }
                let tags = row.values.tags
                row.values.tags = (try? tags.removing(edit.removedTags).adding(edit.addedTags)) ?? tags
            },
            describe: { item, changed in
                changed
                    ? "Updated item \(item.id): \(item.name)"
                    : "Item \(item.id) is unchanged: it already is as asked"
            },
            perform: { _ in try await editItem.execute(id, edit) })
    }

    /// What a person is asked before several items are removed, naming each ("Remove 2 items (58
    /// Plan the week, 59 Ship it)?"), once every id is known to exist; `nil` with the state's error
    /// when one does not, and `nil` without one when a single item needs no question.
    public func removalQuestion(_ ids: [Item.ID]) async -> String? {
        do {
            let found = try await useCases.remove.check(ids)
            let count = found.items.count + found.damaged.count
            guard count > 1 else { return nil }
            let names = ids.compactMap { id in
                found.items.first { $0.id == id }.map { "\(id) \($0.name)" }
                    ?? found.damaged.first { $0.id == id }.map { _ in "\(id)" }
            }
            return "Remove \(Count.of(count, "item")) (\(names.joined(separator: ", ")))?"
        } catch {
            observers.mutate { state in
                state.confirmation = nil
                state.error = UserFacingError(error)
            }
            return nil
        }
    }

    /// Removes items, all or nothing; their rows stay, marked as saving, until the store confirms.
    public func remove(_ ids: [Item.ID]) async {
        var number = 0
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            number = changes.begin(ids, in: &state.rows) { _ in }
        }
        do {
            let removed = try await useCases.remove.execute(ids)
            // A removed item is returned as it was: exactly what leaves the summary.
            let byID = Dictionary(removed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var seen = Set<Item.ID>()
            // A damaged item (a name that breaks the rules) is removed too; it has no name to show.
            let lines = ids.filter { seen.insert($0).inserted }.map { id in
                byID[id].map { "Removed item \(id): \($0.name)" } ?? "Removed item \(id)."
            }
            settle(counting: removed.map { (before: $0, after: nil) }, lines: lines, changed: removed) {
                state in
                self.changes.confirmRemoval(number, of: seen, in: &state.rows)
            }
        } catch {
            fail(error) { state in self.changes.rollBack(number, in: &state.rows, filter: state.filter) }
        }
    }

    // MARK: - Helpers

    /// Every user's name by id, for the owner column; a directory too large to read whole
    /// (past `ownerNamesRead` users) leaves the rest shown by id.
    private static func ownerNames(with users: ListUsers) async throws -> [User.ID: String] {
        var names: [User.ID: String] = [:]
        var page: PageRequest? = try PageRequest(limit: PageRequest.maximumLimit)
        while let request = page, names.count < ownerNamesRead {
            let found = try await users.execute(page: request)
            for user in found.elements { names[user.id] = user.name.value }
            page = found.next
        }
        return names
    }

    /// How many users' names a listing reads at most.
    private static let ownerNamesRead = 10_000

    private static func fetch(
        _ filter: ItemFilter, sort: ItemSort?, reversed: Bool, page: PageRequest,
        with useCases: ItemListUseCases
    ) async throws -> Page<Item> {
        if let query = filter.search {
            return try await useCases.search.execute(
                query, within: filter, sort: sort, reversed: reversed, page: page)
        }
        return try await useCases.list.execute(filter, sort: sort, reversed: reversed, page: page)
    }

    /// Shows a change at once on its rows, then settles it to the stored items or rolls it back.
    /// `describe` says what happened to each item, changed or left as it was.
    private func change(
        _ ids: [Item.ID], apply: @escaping ItemChanges.Apply, describe: @escaping (Item, Bool) -> String,
        perform: @MainActor ([Item.ID]) async throws -> ChangedItems
    ) async {
        var number = 0
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            number = changes.begin(ids, in: &state.rows, apply: apply)
        }
        do {
            let outcome = try await perform(ids)
            let items = outcome.items
            let befores = items.map { before($0.id) }
            let loadNumber = paging.loadNumber
            let lines = items.map { describe($0, !outcome.unchanged.contains($0.id)) }
            let needsRecount = settle(
                counting: zip(befores, items).map { (before: $0, after: $1) }, lines: lines, changed: items
            ) { state in
                self.changes.confirm(number, with: items, in: &state.rows, filter: state.filter)
                self.showNewlyAdmitted(items, in: &state)
            }
            if needsRecount { await recount(state.filter, after: loadNumber) }
        } catch {
            fail(error) { state in self.changes.rollBack(number, in: &state.rows, filter: state.filter) }
        }
    }

    /// What an item was before a change that the store has just confirmed, as far as this list
    /// knows: `.some(nil)` for an item the filter did not admit, `nil` when the list cannot tell
    /// (the item is on a page not loaded yet).
    private func before(_ id: Item.ID) -> Item?? {
        if let confirmed = changes.confirmedItem(id) { return .some(confirmed) }
        if let row = state.rows.first(where: { $0.itemID == id }) { return .some(row.item) }
        return paging.holdsEveryRow ? .some(nil) : nil
    }

    /// An item a change brought into the filter (reopened under "pending", assigned under its
    /// new owner) joins the rows when they hold the whole listing; otherwise its page brings it.
    private func showNewlyAdmitted(_ items: [Item], in state: inout ItemListState) {
        guard paging.holdsEveryRow else { return }
        let shown = Set(state.rows.compactMap(\.itemID))
        for item in items where !shown.contains(item.id) && state.filter.admits(item) {
            let position = item.isCompleted ? state.rows.endIndex : state.rows.firstIndex(where: \.isDone)
            state.rows.insert(ItemRow(item), at: position ?? state.rows.endIndex)
        }
        if !state.rows.isEmpty { state.emptyMessage = nil }
    }

    @discardableResult
    private func settle(
        counting transitions: [(before: Item??, after: Item?)], verb: String, changed: [Item],
        _ apply: (inout ItemListState) -> Void
    ) -> Bool {
        settle(
            counting: transitions, lines: changed.map { "\(verb) item \($0.id): \($0.name)" },
            changed: changed,
            apply)
    }

    /// Applies a confirmed change, its confirmation, and the summary's new counts in one state
    /// update. Each item moves the counts by what it adds to the filter's count after the change
    /// minus what it added before. Returns whether the counts must be read again instead: the
    /// list cannot tell what an item was before (it is on a page not loaded yet).
    @discardableResult
    private func settle(
        counting transitions: [(before: Item??, after: Item?)], lines: [String], changed: [Item],
        _ apply: (inout ItemListState) -> Void
    ) -> Bool {
        let filter = state.filter
        var needsRecount = false
        if var total = counts {
            for transition in transitions {
                guard let before = transition.before else {
                    needsRecount = true
                    break
                }
                let gained = share(of: transition.after, in: filter)
                let lost = share(of: before, in: filter)
                total = ItemCounts(
                    total: total.total + gained.total - lost.total,
                    completed: total.completed + gained.completed - lost.completed,
                    overdue: total.overdue + gained.overdue - lost.overdue)
            }
            counts = total
        }
        observers.mutate { state in
            apply(&state)
            state.confirmation = lines.joined(separator: "\n")
            state.changed = changed
            if let counts, !needsRecount {
                state.summary = SummaryText.describing(counts, status: state.status)
            }
        }
        return needsRecount
    }

    /// Reads the counts again, unless a newer load or another filter made them moot.
    private func recount(_ filter: ItemFilter, after loadNumber: Int) async {
        guard let fresh = try? await useCases.summarize.execute(filter, today: today),
            loadNumber == paging.loadNumber, filter == state.filter
        else { return }
        counts = fresh
        observers.mutate { $0.summary = SummaryText.describing(fresh, status: $0.status) }
    }

    /// What one item adds to the counts of `filter`.
    private func share(of item: Item?, in filter: ItemFilter) -> ItemCounts {
        guard let item, filter.admits(item) else { return ItemCounts(total: 0, completed: 0) }
        let isOverdue = !item.isCompleted && (item.due.map { $0 < today } ?? false)
        return ItemCounts(total: 1, completed: item.isCompleted ? 1 : 0, overdue: isOverdue ? 1 : 0)
    }

    private func fail(_ error: any Error, _ restore: (inout ItemListState) -> Void) {
        observers.mutate { state in
            restore(&state)
            state.error = UserFacingError(error)
        }
    }

    private static func emptyMessage(for filter: ItemFilter) -> String {
        if let search = filter.search { return "No items match “\(search.value)”." }
        if filter != ItemFilter() { return "No items match this filter." }
        return "No items yet."
    }
}
