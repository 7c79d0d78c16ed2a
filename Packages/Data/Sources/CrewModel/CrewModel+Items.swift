/// What the item commands do.
extension CrewModel {
    mutating func add(_ drafts: [ModelItemDraft]) -> ModelOutcome {
        if let missing = drafts.compactMap(\.owner).first(where: { users[$0] == nil }) {
            return .failed(.userNotFound(missing))
        }
        guard drafts.allSatisfy({ Set($0.tags).count <= Self.tagsPerItem }) else {
            return .failed(.tooManyTags)
        }
        var entry = ModelJournalEntry()
        var ids: [Int] = []
        for draft in drafts {
            lastItemID += 1
            lastIdentity += 1
            let item = ModelItem(
                id: lastItemID, identity: lastIdentity, name: draft.name, owner: draft.owner, due: draft.due,
                priority: draft.priority, tags: Set(draft.tags))
            entry.items[item.id] = .some(nil)
            items[item.id] = item
            ids.append(item.id)
        }
        journal(entry)
        return .added(ids)
    }

    /// The items `target` chooses: ids each once in the order named (a missing one fails the
    /// change), a filter's by id.
    func chosen(_ target: ModelTarget) -> Result<[Int], ModelFailure> {
        switch target {
        case .ids(let ids):
            var seen = Set<Int>()
            let unique = ids.filter { seen.insert($0).inserted }
            let missing = unique.filter { items[$0] == nil }
            return missing.isEmpty ? .success(unique) : .failure(.itemsNotFound(missing))
        case .matching(let filter):
            // A filter naming nobody there is refused, as its listing is.
            if case .user(let owner) = filter.owner, users[owner] == nil {
                return .failure(.userNotFound(owner))
            }
            return .success(items.values.filter(filter.admits).map(\.id).sorted())
        }
    }

    /// Changes every chosen item with `change`, or none when `change` refuses one; an item
    /// `change` leaves as it was is not written.
    mutating func change(_ target: ModelTarget, _ change: (inout ModelItem) -> ModelFailure?) -> ModelOutcome
    {
        let ids: [Int]
        switch chosen(target) {
        case .success(let chosen): ids = chosen
        case .failure(let failure): return .failed(failure)
        }
        var changed: [Int: ModelItem] = [:]
        for id in ids {
            guard var item = items[id] else { continue }
            if let failure = change(&item) { return .failed(failure) }
            if item != items[id] { changed[id] = item }
        }
        var entry = ModelJournalEntry()
        for (id, item) in changed {
            entry.items[id] = items[id]
            items[id] = item
        }
        journal(entry)
        return .changed(ids: ids, unchanged: Set(ids).subtracting(changed.keys))
    }

    mutating func assign(_ target: ModelTarget, to owner: Int?) -> ModelOutcome {
        if let owner, users[owner] == nil { return .failed(.userNotFound(owner)) }
        return change(target) { item in
            item.owner = owner
            return nil
        }
    }

    mutating func edit(_ target: ModelTarget, _ edit: ModelEdit) -> ModelOutcome {
        change(target) { item in
            switch edit.due {
            case .set(let day)?: item.due = day
            case .clear?: item.due = nil
            case nil: break
            }
            switch edit.priority {
            case .set(let priority)?: item.priority = priority
            case .clear?: item.priority = nil
            case nil: break
            }
            item.tags.subtract(edit.removedTags)
            item.tags.formUnion(edit.addedTags)
            return item.tags.count > Self.tagsPerItem ? .tooManyTags : nil
        }
    }

    mutating func rename(_ id: Int, to name: String) -> ModelOutcome {
        change(.ids([id])) { item in
            item.name = name
            return nil
        }
    }

    mutating func remove(_ target: ModelTarget) -> ModelOutcome {
        let ids: [Int]
        switch chosen(target) {
        case .success(let chosen): ids = chosen
        case .failure(let failure): return .failed(failure)
        }
        var entry = ModelJournalEntry()
        for id in ids {
            entry.items[id] = items[id]
            items[id] = nil
        }
        journal(entry)
        return .removed(ids)
    }

    mutating func addNote(_ text: String, to id: Int) -> ModelOutcome {
        guard var item = items[id] else { return .failed(.itemsNotFound([id])) }
        guard item.notes.count < Self.notesPerItem else { return .failed(.tooManyNotes) }
        item.notes.append(text)
        return write(item)
    }

    mutating func removeNote(_ number: Int, from id: Int) -> ModelOutcome {
        guard var item = items[id] else { return .failed(.itemsNotFound([id])) }
        guard item.notes.indices.contains(number - 1) else { return .failed(.noSuchNote) }
        item.notes.remove(at: number - 1)
        return write(item)
    }

    /// Writes one item as one journaled change, saying how many notes it holds.
    private mutating func write(_ item: ModelItem) -> ModelOutcome {
        var entry = ModelJournalEntry()
        entry.items[item.id] = items[item.id]
        items[item.id] = item
        journal(entry)
        return .noted(item.id, count: item.notes.count)
    }
}
