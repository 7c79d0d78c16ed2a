/// Adds a timestamped note to an item (Taskwarrior's `annotate`), or removes one by its number
/// (1 for the oldest, as `crew items show` numbers them). An item keeps at most
/// ``ItemNote/maximumPerItem`` notes. Both decide from the item as the write reads it, so two
/// processes adding notes at once keep both, and a number always names the note it was read as.
public struct AnnotateItem: Sendable {
    private let items: any ItemRepository
    private let clock: WallClock

    /// Appends notes to items of `items`, each stamped with `clock`'s time.
    public init(items: any ItemRepository, clock: WallClock) {
        self.items = items
        self.clock = clock
    }

    /// The item with `text` as its newest note.
    public func add(_ text: NoteText, to id: Item.ID) async throws -> Item {
        let note = ItemNote(writtenAt: clock.now(), text: text)
        return try await revise(id) { notes in
            guard notes.count < ItemNote.maximumPerItem else {
                throw ValidationError(field: .notes, problem: .tooMany(maximum: ItemNote.maximumPerItem))
            }
            notes.append(note)
            return note
        }.item
    }

    /// The item without its note `number` (1 for the oldest), and that note.
    public func remove(note number: Int, from id: Item.ID) async throws -> (item: Item, removed: ItemNote) {
        let revised = try await revise(id) { notes in
            guard notes.indices.contains(number - 1) else {
                throw DomainError.noSuchNote(id, number: number, count: notes.count)
            }
            return notes.remove(at: number - 1)
        }
        return (revised.item, revised.note)
    }

    /// Changes the notes of item `id` as the write reads them; `change` returns the note it
    /// added or removed.
    private func revise(_ id: Item.ID, _ change: @escaping @Sendable (inout [ItemNote]) throws -> ItemNote)
        async throws -> (item: Item, note: ItemNote)
    {
        let written = try await items.revise([id]) { records in
            guard var item = try ItemLookup.existing([id], in: records).first else {
                throw DomainError.itemNotFound(id)
            }
            let note = try change(&item.notes)
            return ItemRevision(updated: [item], outcome: RevisedNote(item: item, note: note))
        }
        return (written.updated.first ?? written.outcome.item, written.outcome.note)
    }
}
