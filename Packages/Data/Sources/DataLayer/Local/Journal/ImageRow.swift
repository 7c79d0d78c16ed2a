/// One image of a journal row (the record before or after a step), read as the record's own row,
/// so that `StoredItem` and `StoredUser` read an image by the same rules as a table's row. The
/// journal query selects `record_id` first, then, for each image, whether it exists and the
/// record's columns but the id, in the record's own order (`ImageRow.selection`).
struct ImageRow<Base: RecordRow>: RecordRow {
    let base: Base
    /// Where the image's columns start (after its "exists" column).
    let first: Int32

    /// The image that starts at column `start` of `base`: `nil` where the record did not exist.
    init?(_ base: Base, startingAt start: Int32) {
        guard base.integer(start) == 1 else { return nil }
        self.base = base
        first = start + 1
    }

    /// The record's column `column` (0, the id, is the journal row's `record_id`).
    private func position(_ column: Int32) -> Int32 { column == 0 ? 0 : first + column - 1 }

    func integer(_ column: Int32) -> Int { base.integer(position(column)) }
    func optionalInteger(_ column: Int32) -> Int? { base.optionalInteger(position(column)) }
    func text(_ column: Int32) -> String { base.text(position(column)) }
    func optionalText(_ column: Int32) -> String? { base.optionalText(position(column)) }
    func real(_ column: Int32) -> Double { base.real(position(column)) }
}
