import Domain

/// The list's filters and order: each change reloads the first page (`load()`).
extension ItemListViewModel {
    /// `nil` shows every item; the list reloads only when the search changes.
    public func setSearch(_ search: SearchQuery?) async { await set(\.search, to: search) }
    /// Shows the items of `status`, reloading.
    public func setStatus(_ status: ItemStatusFilter) async { await set(\.status, to: status) }
    /// Shows the items `owner` admits, reloading.
    public func setOwner(_ owner: OwnerFilter) async { await set(\.owner, to: owner) }
    /// Only items with every one of `tags` (none: any item).
    public func setTags(_ tags: Tags) async { await set(\.tags, to: tags) }
    /// Shows only the items of `priority` (`nil`: any), reloading.
    public func setPriority(_ priority: Priority?) async { await set(\.priority, to: priority) }

    /// Shows one person's items, the person named as `--user` names them (an id, an e-mail, the
    /// start of a name); one that cannot be found is the error, and the filter stays as it was.
    public func setOwner(named choice: OwnerChoice) async {
        switch choice {
        case .anyone: await setOwner(OwnerFilter.anyone)
        case .nobody: await setOwner(OwnerFilter.nobody)
        case .user(let reference):
            guard let id = await userID(for: reference) else { return }
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
            guard let id = await userID(for: reference) else { return }
            owner = .user(id)
        }
        var firstOwner: User.ID?
        if let reference = request.firstOwner {
            guard let id = await userID(for: reference) else { return }
            firstOwner = id
        }
        observers.mutate { state in
            state.firstOwner = firstOwner
            state.status = request.overdue ? .pending : request.status
            state.owner = owner
            state.search = request.search
            state.dueBefore = request.overdue ? min(request.dueBefore ?? today, today) : request.dueBefore
            state.dueAfter = request.dueAfter
            state.tags = request.tags
            state.priority = request.priority
            state.completedSince = request.completedSince
            state.completedBefore = request.completedBefore
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

    /// Sets one filter and reloads, unless it already is so.
    private func set<Value: Equatable>(_ filter: WritableKeyPath<ItemListState, Value>, to value: Value) async
    {
        guard state[keyPath: filter] != value else { return }
        observers.mutate { $0[keyPath: filter] = value }
        await load()
    }

    /// The id of the user a person named; `nil` after showing why none could be found.
    func userID(for reference: UserReference) async -> User.ID? {
        do {
            return try await useCases.findUser.id(for: reference)
        } catch {
            rows.show(error)
            return nil
        }
    }
}

extension ItemListViewModel {
    /// Changes several filters at once and loads once (a screen's filter key sets status and due day).
    func reload(changing change: (inout ItemListState) -> Void) async {
        observers.mutate(change)
        await load()
    }
}
