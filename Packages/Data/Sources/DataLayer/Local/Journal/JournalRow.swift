/// One row of the journal: a record's images before and after one step of a change, as JSON
/// (`nil` where the record did not exist).
struct JournalRow {
    let entity: String
    let id: Int
    let before: String?
    let after: String?
}
