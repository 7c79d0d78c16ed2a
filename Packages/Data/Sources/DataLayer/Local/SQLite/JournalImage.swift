/// The JSON image of a record as the journal's triggers write it (items: schema version 6; users:
/// version 3): undo compares a record's current image with the one the change left, so the
/// expressions must be the triggers' own. A schema version that changes the triggers changes
/// these with them.
enum JournalImage {
    static func item(_ row: String) -> String {
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id, "
            + "'due', \(row).due, 'priority', \(row).priority, 'tags', json(\(row).tags), "
            + "'created', \(row).created_at, 'completed', \(row).completed_at)"
    }

    /// An item's image as the triggers of schema versions 3 to 5 wrote it: a change journaled
    /// before the planning fields existed is still undone when nothing else changed since.
    static func itemBeforePlanning(_ row: String) -> String {
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id)"
    }

    static func user(_ row: String) -> String {
        "json_object('name', \(row).name, 'email', \(row).email)"
    }
}
