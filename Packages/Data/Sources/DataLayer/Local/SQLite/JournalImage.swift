/// The JSON image of a record as the journal's triggers write it: undo compares a record's current
/// image with the one the change left, so the triggers are written from these same expressions.
/// The images older versions wrote are kept beside them: a change journaled before a field existed
/// is still undone when nothing else changed since.
enum JournalImage {
    /// Every image of an item a schema wrote, newest first: version 10 on, 9 (no notes and no
    /// recurrence), 6 to 8 (no identity), 3 to 5 (no planning fields). The older ones are written
    /// out: a released version's image never changes. The notes are kept as the text the row
    /// holds (a string in the image), which the undo writes back as it was.
    static let itemImages: [@Sendable (String) -> String] = [
        // Today's: every column of the row but the id, under its image key.
        { row in
            "json_object("
                + StoredItem.Column.allCases.dropFirst().map {
                    "'\($0.imageKey)', " + ($0 == .tags ? "json(\(row).tags)" : "\(row).\($0.name)")
                }.joined(separator: ", ") + ")"
        },
        { row in
            "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
                + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
                + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid)"
        },
        { row in
            "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
                + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
                + "'created', \(row).created_at, 'completed', \(row).completed_at)"
        },
        { row in "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id)" },
    ]

    /// Every image of a user, newest first: version 9 on, 3 to 8 (no identity).
    static let userImages: [@Sendable (String) -> String] = [
        { row in "json_object('name', \(row).name, 'email', \(row).email, 'uuid', \(row).uuid)" },
        { row in "json_object('name', \(row).name, 'email', \(row).email)" },
    ]

    /// Every image of a record any version wrote, newest first.
    static func all(for entity: JournalEntity, _ row: String) -> [String] {
        (entity == .item ? itemImages : userImages).map { $0(row) }
    }
}
