/// The JSON image of a record as the journal's triggers write it: undo compares a record's current
/// image with the one the change left, so the triggers are written from these same expressions.
/// The images older versions wrote are kept beside them: a change journaled before a field existed
/// is still undone when nothing else changed since.
enum JournalImage {
    /// Every image of an item a schema wrote, newest first: today's, then the ones older
    /// versions wrote, which undo still compares with.
    static let itemImages: [@Sendable (String) -> String] = [
        currentItemImage, itemImageOfVersion13Today, itemImageOfVersion10Today, itemImageOfVersion9,
        itemImageOfVersion6, itemImageOfVersion3,
    ]

    /// Today's: every column of the row but the id, under its image key, written from the column
    /// list (`StoredItem.Column`), so a new column is in the image as soon as it is in the list.
    /// The triggers are written from it whenever a migration ran (`SQLiteSchema.writtenFromColumns`).
    /// The notes are rows of their own since version 15, each journaled alone (`noteImage`).
    static let currentItemImage: @Sendable (String) -> String = { row in
        "json_object("
            + StoredItem.Column.allCases.dropFirst().map {
                "'\($0.imageKey)', " + ($0 == .tags ? "json(\(row).tags)" : "\(row).\($0.name)")
            }.joined(separator: ", ") + ")"
    }

    // The images older versions wrote, written out: a released version's image never changes.

    /// Versions 10 to 12.
    static let itemImageOfVersion10: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid, "
            + "'notes', \(row).notes, 'every', \(row).every)"
    }

    /// Today's row in the image versions 13 and 14 wrote from their column list, notes compared
    /// apart as for `itemImageOfVersion10Today`.
    static let itemImageOfVersion13Today: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid, "
            + "'notes', NULL, 'every', \(row).every, 'estimate', \(row).estimate)"
    }

    /// Today's row in the image of versions 10 to 12, whose `notes` member held the notes as one
    /// text: the row has no such column since version 15, so it is compared without them (NULL)
    /// and the notes apart (`JournalNotesMember`).
    static let itemImageOfVersion10Today: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid, "
            + "'notes', NULL, 'every', \(row).every)"
    }

    /// Version 9: no notes and no recurrence.
    static let itemImageOfVersion9: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid)"
    }

    /// Version 15 (written out as the migration to it wrote it, the same as today's until a column
    /// is added): every column, the notes rows of their own. Not in `itemImages`: today's compares
    /// the same members.
    static let itemImageOfVersion15: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid, "
            + "'every', \(row).every, 'estimate', \(row).estimate)"
    }

    /// Versions 6 to 8: no identity.
    static let itemImageOfVersion6: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at)"
    }

    /// Versions 3 to 5: no planning fields.
    static let itemImageOfVersion3: @Sendable (String) -> String = { row in
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id)"
    }

    /// Every image of a user, newest first: version 9 on, 3 to 8 (no identity).
    static let userImages: [@Sendable (String) -> String] = [
        { row in "json_object('name', \(row).name, 'email', \(row).email, 'uuid', \(row).uuid)" },
        { row in "json_object('name', \(row).name, 'email', \(row).email)" },
    ]

    /// A note's image (version 15 on), keyed by column as PostgreSQL's images are.
    static let noteImages: [@Sendable (String) -> String] = [
        { row in
            "json_object('item_id', \(row).item_id, 'position', \(row).position, "
                + "'written_at', \(row).written_at, 'text', \(row).text)"
        }
    ]

    /// Every image of a record any version wrote, newest first.
    static func all(for entity: JournalEntity, _ row: String) -> [String] {
        switch entity {
        case .item: itemImages.map { $0(row) }
        case .user: userImages.map { $0(row) }
        case .note: noteImages.map { $0(row) }
        }
    }
}
