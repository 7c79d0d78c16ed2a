import Domain

/// The changes a person makes to the listed items: each shows at once on its rows, marked as
/// saving, then settles (`ItemListViewModel+Settling`).
extension ItemListViewModel {
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
}
