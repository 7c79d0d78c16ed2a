/// The JSON image of a record as the journal's triggers write it (schema version 9): undo
/// compares a record's current image with the one the change left, so the triggers are written
/// from these same expressions. The images older versions wrote are kept beside them: a change
/// journaled before a field existed is still undone when nothing else changed since.
enum JournalImage {
    static func item(_ row: String) -> String {
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at, 'uuid', \(row).uuid)"
    }

    static func user(_ row: String) -> String {
        "json_object('name', \(row).name, 'email', \(row).email, 'uuid', \(row).uuid)"
    }

    /// Every image of a record any version wrote, newest first: schema 9, then 6 to 8 (no
    /// identity), then 3 to 5 (no planning fields) for items; 9, then 3 to 8 for users.
    static func all(for entity: JournalEntity, _ row: String) -> [String] {
        switch entity {
        case .item:
            [
                item(row),
                "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
                    + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
                    + "'created', \(row).created_at, 'completed', \(row).completed_at)",
                "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id)",
            ]
        case .user: [user(row), "json_object('name', \(row).name, 'email', \(row).email)"]
        }
    }
}
