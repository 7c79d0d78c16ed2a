/// The JSON image of a record as the journal's triggers write it (schema version 3): undo
/// compares a record's current image with the one the change left, so the expressions must be
/// the triggers' own. A schema version that changes the triggers changes these with them.
enum JournalImage {
    static func item(_ row: String) -> String {
        "json_object('name', \(row).name, 'done', \(row).is_completed, 'owner', \(row).owner_id)"
    }

    static func user(_ row: String) -> String {
        "json_object('name', \(row).name, 'email', \(row).email)"
    }
}
