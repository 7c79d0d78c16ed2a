/// Adds a timestamped note to an item (Taskwarrior's `annotate`), or removes one by its number
/// (1 for the oldest, as `crew items show` numbers them). An item keeps at most
/// `ItemNote.maximumPerItem` notes.
public struct AnnotateItem: Sendable {
    private let edit: ItemBatchEdit
    private let clock: WallClock

    public init(items: any ItemRepository, clock: WallClock) {
        self.edit = ItemBatchEdit(items: items)
        self.clock = clock
    }

    /// The item with `text` as its newest note.
    public func add(_ text: NoteText, to id: Item.ID) async throws -> Item {
        let note = ItemNote(writtenAt: clock.now(), text: text)
        let current = try await ItemLookup(items: edit.items).existing([id])
        guard let item = current.first else { throw DomainError.itemNotFound(id) }
        guard item.notes.count < ItemNote.maximumPerItem else {
            throw ValidationError(field: .notes, problem: .tooMany(maximum: ItemNote.maximumPerItem))
        }
        return try await single(edit.apply(to: [id]) { $0.notes.append(note) }, id)
    }

    /// The item without its note `number` (1 for the oldest), and that note.
    public func remove(note number: Int, from id: Item.ID) async throws -> (item: Item, removed: ItemNote) {
        let current = try await ItemLookup(items: edit.items).existing([id])
        guard let item = current.first else { throw DomainError.itemNotFound(id) }
        guard item.notes.indices.contains(number - 1) else {
            throw DomainError.noSuchNote(id, number: number, count: item.notes.count)
        }
        let removed = item.notes[number - 1]
        let changed = try await single(edit.apply(to: [id]) { $0.notes.remove(at: number - 1) }, id)
        return (changed, removed)
    }

    private func single(_ changed: ChangedItems, _ id: Item.ID) throws -> Item {
        guard let item = changed.items.first else { throw DomainError.itemNotFound(id) }
        return item
    }
}
