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

    /// "Added item 7: Ship it (due Fri 4 Dec)": the day understood is said, so a wrong guess shows.
    func added(_ item: Item) -> String {
        "Added item \(item.id): \(item.name)"
            + (item.due.map { " (due \(DayText.spoken($0, today: useCases.today)))" } ?? "")
    }

    /// Marks items done, all or nothing: if any id names no item, none changes. A done item is
    /// left as it is, and said to be. A recurring item's next one is said after it.
    func complete(_ ids: [Item.ID]) -> ItemAction {
        let complete = useCases.complete
        return ItemAction(
            ids: ids, apply: { $0.isCompleted = true }, perform: { try await complete.execute(ids) },
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
            ids: [id], apply: { _ in },
            perform: { ChangedItems(items: [try await annotate.add(text, to: id)]) },
            describe: { item, _ in "Added note \(item.notes.count) to item \(item.id): \(item.name)" })
    }

    /// Removes an item's note `number` (1 for the oldest).
    func removeNote(_ number: Int, from id: Item.ID) -> ItemAction {
        let annotate = useCases.annotate
        return ItemAction(
            ids: [id], apply: { _ in },
            perform: { ChangedItems(items: [try await annotate.remove(note: number, from: id).item]) },
            describe: { item, _ in "Removed note \(number) from item \(item.id): \(item.name)" })
    }

    /// Marks items pending again, all or nothing.
    func reopen(_ ids: [Item.ID]) -> ItemAction {
        let reopen = useCases.reopen
        return ItemAction(
            ids: ids, apply: { $0.isCompleted = false }, perform: { try await reopen.execute(ids) },
            describe: { item, changed in
                changed
                    ? "Reopened item \(item.id): \(item.name)"
                    : "Item \(item.id) is already pending: \(item.name)"
            })
    }

    func rename(_ id: Item.ID, to name: ItemName) -> ItemAction {
        let rename = useCases.rename
        return ItemAction(
            ids: [id], apply: { $0.name = name }, perform: { try await rename.execute(id, to: name) },
            describe: { item, changed in
                changed
                    ? "Renamed item \(item.id): \(item.name)"
                    : "Item \(item.id) is already named “\(item.name)”"
            })
    }

    /// Gives an item to the user a person names, or (with `nil`) leaves it without an owner; the
    /// confirmation names the person.
    func assign(_ ids: [Item.ID], to reference: UserReference?) async throws -> ItemAction {
        var owner: User?
        if let reference { owner = try await useCases.findUser.execute(reference) }
        let (assign, name) = (useCases.assign, owner.map { "\($0.name)" })
        return ItemAction(
            ids: ids, apply: { $0.ownerID = owner?.id },
            perform: { try await assign.execute(ids, to: owner?.id) },
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
    func edit(_ ids: [Item.ID], _ request: ItemEditRequest) async throws -> ItemAction {
        var owner: FieldChange<User.ID>?
        switch request.owner {
        case nil: owner = nil
        case .clear: owner = .clear
        case .set(let reference): owner = .set(try await useCases.findUser.id(for: reference))
        }
        let (edit, editItem) = (request.withOwner(owner), useCases.edit)
        return ItemAction(
            ids: ids,
            apply: { values in values = edit.shown(on: values) },
            perform: { try await editItem.execute(ids, edit) },
            describe: { [today = useCases.today] item, changed in
                guard changed else { return "Item \(item.id) is unchanged: it is already as asked" }
                // A day set is said back, as an add says it; a day cleared, too.
                let day = edit.due.map {
                    $0.value.map { " (due \(DayText.spoken($0, today: today)))" } ?? " (no due day)"
                }
                return "Updated item \(item.id): \(item.name)" + (day ?? "")
            })
    }

    /// What a person is asked before `change` is made to several items, naming the first few
    /// ("Edit 12 items (3 Plan the week, 4 Ship it, 7 Call Bob, and 9 more)?"), once every id is
    /// known to exist; `nil` when a single item needs no question.
    func question(_ change: BulkChange, _ ids: [Item.ID]) async throws -> String? {
        let found = try await useCases.remove.check(ids)
        let count = found.items.count + found.damaged.count
        guard count > 1 else { return nil }
        var seen = Set<Item.ID>()
        let names = ids.filter { seen.insert($0).inserted }.compactMap { id in
            found.items.first { $0.id == id }.map { "\(id) \($0.name)" }
                ?? found.damaged.first { $0.id == id }.map { _ in "\(id)" }
        }
        let shown = names.prefix(Self.namedInQuestion)
        let more = names.count > shown.count ? ", and \(names.count - shown.count) more" : ""
        return "\(change.verb) \(Count.of(count, "item")) (\(shown.joined(separator: ", "))\(more))?"
    }

    /// How many items a question names before "and N more": enough to recognise the selection.
    static let namedInQuestion = 5

    /// What a removal says, a line per id (each once, in order). A removed item is returned as it
    /// was; a damaged one (a name that breaks the rules) is removed too, with no name to show.
    func removed(_ ids: [Item.ID], returning removed: [Item]) -> (ids: Set<Item.ID>, lines: String) {
        let byID = Dictionary(removed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<Item.ID>()
        let lines = ids.filter { seen.insert($0).inserted }.map { id in
            byID[id].map { "Removed item \(id): \($0.name)" } ?? "Removed item \(id)."
        }
        return (seen, lines.joined(separator: "\n"))
    }
}
