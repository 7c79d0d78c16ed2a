import Domain

/// How the journal's note steps read back as changes to their items: a note is journaled alone
/// (`JournalEntity.note`), and the log and `items show` describe it as a change to its item
/// ("noted item 4: …").
extension SQLStore {
    /// The item image's members as the journal reader selects them: every column but the id, then
    /// the `notes` member images held before notes were rows of their own.
    static var itemImageFields: [(key: String, column: String, isList: Bool)] {
        StoredItem.Column.allCases.dropFirst().map { ($0.imageKey, $0.name, $0 == .tags) } + [
            ("notes", "notes", false)
        ]
    }

    /// The item an image holds, with the notes an image from before notes were rows held.
    static func item(in image: ImageRow<Connection.Row>) -> Item? {
        guard var item = StoredItem(image).item else { return nil }
        if let text = image.optionalText(Int32(StoredItem.Column.allCases.count)) {
            item.fields.notes = ItemNotesJSON.notes(fromStored: text) ?? []
        }
        return item
    }

    /// The item id a note step's image names.
    static var noteItem: String {
        Connection.imageValue(of: "coalesce(after, before)", key: "item_id", column: "item_id", isList: false)
    }

    /// `items` with the entry's note steps folded in: each item's `before` carries the notes the
    /// change removed or replaced, its `after` the ones it wrote. An item the entry touched only
    /// through its notes is described as it stood then (its next journaled image, or its row).
    func folding(
        _ notes: [TouchedRecord<StoredNote>], into items: [TouchedRecord<Item>], entry: Int,
        only wanted: Item.ID?
    ) throws -> [TouchedRecord<Item>] {
        var order: [Int] = []
        var touched: [Int: (before: [StoredNote], after: [StoredNote])] = [:]
        for step in notes {
            guard let owner = (step.before ?? step.after)?.itemID,
                wanted.map({ $0.rawValue == owner }) ?? true
            else { continue }
            if touched[owner] == nil { order.append(owner) }
            touched[owner, default: ([], [])].before += [step.before].compactMap { $0 }
            touched[owner, default: ([], [])].after += [step.after].compactMap { $0 }
        }
        guard !touched.isEmpty else { return items }
        var folded = items.map { step -> TouchedRecord<Item> in
            guard let id = (step.before ?? step.after)?.id.rawValue,
                let notes = touched.removeValue(forKey: id)
            else { return step }
            return TouchedRecord(
                before: step.before?.noting(notes.before), after: step.after?.noting(notes.after))
        }
        for id in order {
            guard let notes = touched[id], let base = try item(withID: id, asAfter: entry) else { continue }
            folded.append(TouchedRecord(before: base.noting(notes.before), after: base.noting(notes.after)))
        }
        return folded
    }

    /// The item as it stood after entry `entry`: the image before its next journaled step, or
    /// its row when nothing journaled changed it since.
    private func item(withID id: Int, asAfter entry: Int) throws -> Item? {
        let fields = Self.itemImageFields
        let image =
            "CASE WHEN before IS NULL THEN 0 ELSE 1 END, "
            + fields.map {
                Connection.imageValue(of: "before", key: $0.key, column: $0.column, isList: $0.isList)
            }
            .joined(separator: ", ")
        let later = try connection.rows(
            "SELECT record_id, \(image) FROM journal_rows WHERE entity = 'item' AND record_id = ? AND entry_id > ? "
                + "ORDER BY \(Connection.journalStepColumn) LIMIT 1",
            [.integer(id), .integer(entry)]
        ) { row in ImageRow(row, startingAt: 1).flatMap { Self.item(in: $0) } }
        if let found = later.first { return found }
        return try Item.ID(rawValue: id).flatMap { try records(withIDs: [$0]).byID[$0] }
    }
}

extension Item {
    /// The item carrying `rows`' notes, in their order.
    fileprivate func noting(_ rows: [StoredNote]) -> Item {
        noting(rows.sorted { $0.position < $1.position }.compactMap(\.note))
    }

    /// The item carrying `notes` (the ones a journaled change touched).
    func noting(_ notes: [ItemNote]) -> Item {
        var item = self
        item.fields.notes = notes
        return item
    }
}
