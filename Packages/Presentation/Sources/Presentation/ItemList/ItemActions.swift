import Domain

/// The changes a person makes to items, each written once as an `ItemAction` (or, for adding and
/// removing, the pieces both views share): what is asked of the store and what is said after.
/// An owner named by e-mail or name is found first; one that cannot be found is the error.
@MainActor
struct ItemActions {
    let useCases: ItemListUseCases

    /// The item a request describes, its owner found.
    func newItem(_ request: NewItemRequest) async throws -> NewItem {
        var owner: User.ID?
        if let reference = request.owner { owner = try await useCases.findUser.id(for: reference) }
        var fields = ItemFields(
            ownerID: owner, due: request.due, priority: request.priority, tags: request.tags,
            every: request.every)
        for change in request.plain { try change.apply(to: &fields) }
        return NewItem(name: request.name, fields: fields)
    }

    /// The filter a listing's request stands for, its owners found: what a change to "every item
    /// these filters list" hands the store, which chooses the items inside its write. `--overdue`
    /// counts from ``ItemListUseCases/today`` (pending items due before it).
    func filter(for request: ItemListRequest) async throws -> ItemFilter {
        var owner = OwnerFilter.anyone
        switch request.owner {
        case .anyone: break
        case .nobody: owner = .nobody
        case .user(let reference): owner = .user(try await useCases.findUser.id(for: reference))
        }
        let filter = ItemFilter(
            status: request.status, owner: owner, search: request.search, dueBefore: request.dueBefore,
            dueAfter: request.dueAfter, tags: request.tags, priority: request.priority,
            completedSince: request.completedSince, completedBefore: request.completedBefore)
        guard request.overdue else { return filter }
        // Use cases made without a day (a view that names every day with its year) cannot say
        // what is overdue; guessing a day would change the wrong items.
        guard let today = useCases.today else {
            throw DomainError.notSupported(
                reason: "overdue items are counted from today, which this view does not know")
        }
        return filter.overdue(today: today)
    }

    /// "Added item 7: Ship it (due Fri 4 Dec)": the day understood is said, so a wrong guess shows.
    func added(_ item: Item) -> String {
        "Added item \(item.id): \(item.name)"
            + (item.due.map { " (due \(DayText.spoken($0, today: useCases.today)))" } ?? "")
    }

    /// Marks items done, all or nothing: if any id names no item, none changes. A done item is
    /// left as it is, and said to be. A recurring item's next one is said after it.
    func complete(_ target: ItemTarget) -> ItemAction {
        let complete = useCases.complete
        return ItemAction(
            target: target, apply: { $0.isCompleted = true }, perform: { try await complete.execute(target) },
            describe: { item, changed in
                guard changed else { return "Item \(item.id) is already done: \(item.name)" }
                // A completed item that still recurs made no next one: it would be due past the
                // calendar's last day (`CompleteItems` moves the period on to the next one).
                guard item.every != nil else { return "Completed item \(item.id): \(item.name)" }
                return
                    "Completed item \(item.id): \(item.name) (its series ends: the next one would be due after \(DueDate.latest))"
            },
            describeAdded: { next in
                "Next: item \(next.id), due \(next.due.map(\.description) ?? "")\(next.every.map { " (every \($0))" } ?? ""): \(next.name)"
            })
    }

    /// Adds a note to an item; the confirmation says its number (as `crew items show` numbers them).
    func addNote(_ text: NoteText, to id: Item.ID) -> ItemAction {
        let annotate = useCases.annotate
        return ItemAction(
            target: .ids([id]), apply: { _ in },
            perform: { ChangedItems(items: [try await annotate.add(text, to: id)]) },
            describe: { item, _ in "Added note \(item.notes.count) to item \(item.id): \(item.name)" })
    }

    /// Removes an item's note `number` (1 for the oldest).
    func removeNote(_ number: Int, from id: Item.ID) -> ItemAction {
        let annotate = useCases.annotate
        return ItemAction(
            target: .ids([id]), apply: { _ in },
            perform: { ChangedItems(items: [try await annotate.remove(note: number, from: id).item]) },
            describe: { item, _ in "Removed note \(number) from item \(item.id): \(item.name)" })
    }

    /// Marks items pending again, all or nothing.
    func reopen(_ target: ItemTarget) -> ItemAction {
        let reopen = useCases.reopen
        return ItemAction(
            target: target, apply: { $0.isCompleted = false }, perform: { try await reopen.execute(target) },
            describe: { item, changed in
                changed
                    ? "Reopened item \(item.id): \(item.name)"
                    : "Item \(item.id) is already pending: \(item.name)"
            })
    }

    func rename(_ id: Item.ID, to name: ItemName) -> ItemAction {
        let rename = useCases.rename
        return ItemAction(
            target: .ids([id]), apply: { $0.name = name },
            perform: { try await rename.execute(id, to: name) },
            describe: { item, changed in
                changed
                    ? "Renamed item \(item.id): \(item.name)"
                    : "Item \(item.id) is already named “\(item.name)”"
            })
    }

    /// Gives an item to the user a person names, or (with `nil`) leaves it without an owner; the
    /// confirmation names the person.
    func assign(_ target: ItemTarget, to reference: UserReference?) async throws -> ItemAction {
        var owner: User?
        if let reference { owner = try await useCases.findUser.execute(reference) }
        let (assign, name) = (useCases.assign, owner.map { "\($0.name)" })
        return ItemAction(
            target: target, apply: { $0.ownerID = owner?.id },
            perform: { try await assign.execute(target, to: owner?.id) },
            describe: { item, changed in
                switch (name, changed) {
                case (let name?, true): "Assigned item \(item.id) to \(name): \(item.name)"
                case (nil, true): "Unassigned item \(item.id): \(item.name)"
                case (let name?, false): "Item \(item.id) already belongs to \(name): \(item.name)"
                case (nil, false): "Item \(item.id) already has no owner: \(item.name)"
                }
            })
    }

    /// Changes any of an item's fields at once; a new owner is found first.
    func edit(_ target: ItemTarget, _ request: ItemEditRequest) async throws -> ItemAction {
        var owner: FieldChange<User.ID>?
        switch request.owner {
        case nil: owner = nil
        case .clear: owner = .clear
        case .set(let reference): owner = .set(try await useCases.findUser.id(for: reference))
        }
        let (edit, editItem) = (request.withOwner(owner), useCases.edit)
        return ItemAction(
            target: target,
            apply: { values in values = edit.shown(on: values) },
            perform: { try await editItem.execute(target, edit) },
            describe: { [today = useCases.today] item, changed in
                guard changed else { return "Item \(item.id) is unchanged: it is already as asked" }
                // A day set is said back, as an add says it; a day cleared, too.
                let day = edit.due.map {
                    $0.value.map { " (due \(DayText.spoken($0, today: today)))" } ?? " (no due day)"
                }
                return "Updated item \(item.id): \(item.name)" + (day ?? "")
            })
    }

    /// What a person is asked before `change` is made to several items, naming how many and the
    /// first few ("Edit 12 items (3 Plan the week, 4 Ship it, 7 Call Bob, and 9 more)?"), once
    /// every id is known to exist; a filter is counted whole, past every page. Only the items
    /// the change would change are named and counted (completing: the pending ones): `nil` when
    /// the target names one item, or when the change would change none, which needs no question.
    func question(_ change: BulkChange, _ target: ItemTarget) async throws -> String? {
        let preview = try await useCases.preview.execute(
            target, showing: Self.namedInQuestion, changing: change.changedStatus)
        // Several named, and one at least that it would change: a change of nothing asks nothing.
        guard preview.named > 1, preview.total > 0 else { return nil }
        let names = preview.first.map { entry in "\(entry.id)" + (entry.name.map { " \($0)" } ?? "") }
        let more = preview.total > names.count ? ", and \(preview.total - names.count) more" : ""
        // Some already as asked: how many of those named it changes ("Reopen 1 of 2 items (…)?").
        let count =
            preview.total < preview.named
            ? "\(preview.total) of \(Count.of(preview.named, "item"))" : Count.of(preview.total, "item")
        return "\(change.verb) \(count) (\(names.joined(separator: ", "))\(more))?"
    }

    /// How many items a question names before "and N more": enough to recognise the selection.
    static let namedInQuestion = 5

    /// What a removal says, a line per record removed: in the order named (each id once), or a
    /// filter's by id. A removed item is returned as it was; a damaged one (a name that breaks
    /// the rules) is removed too, with no name to show.
    func removed(_ target: ItemTarget, returning removed: ItemRecords) -> (ids: Set<Item.ID>, lines: String) {
        let ids: [Item.ID]
        switch target.withoutRepeats {
        case .ids(let named): ids = named
        case .matching:
            ids = (removed.items.map(\.id) + removed.damaged.map(\.id)).sorted { $0.rawValue < $1.rawValue }
        }
        guard !ids.isEmpty else { return ([], ItemAction.nothingChosen) }
        // `RemoveItems` gives the readable items in the order of `ids`, the damaged ones left
        // out: one pass pairs them, written line by line into one text (a dictionary of 100,000
        // items and an array of their lines were a bulk removal's largest allocations).
        let items = removed.items
        var next = items.startIndex
        var text = ""
        for id in ids {
            if !text.isEmpty { text += "\n" }
            if next < items.endIndex, items[next].id == id {
                text += "Removed item \(id): \(items[next].name)"
                next += 1
            } else {
                text += "Removed item \(id)."
            }
        }
        return (Set(ids), text)
    }
}
