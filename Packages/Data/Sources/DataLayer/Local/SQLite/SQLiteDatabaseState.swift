/// What a database file says about itself before crew uses it.
struct SQLiteDatabaseState {
    /// Marked with crew's application id.
    let isCrews: Bool
    /// Marked with another application's id.
    let hasOtherMark: Bool
    let version: Int
    let tables: Int
    /// What its metadata records; `nil` before schema version 3 (or in a fresh file).
    var contents: StoreContents?
    /// Whether it holds users or items (looked up only when `contents` is unknown).
    var hasRecords = false

    init(isCrews: Bool, hasOtherMark: Bool, version: Int, tables: Int) {
        self.isCrews = isCrews
        self.hasOtherMark = hasOtherMark
        self.version = version
        self.tables = tables
    }

    /// The `crew_metadata` rows that record `contents`.
    static func metadata(for contents: StoreContents) -> [(String, String)] {
        switch contents {
        case .localData: [("contents", "local")]
        case .cache(let origin): [("contents", "cache"), ("origin", origin)]
        }
    }

    /// What `crew_metadata` rows record; `nil` when they record nothing crew knows.
    static func contents(from values: [String: String]) -> StoreContents? {
        switch values["contents"] {
        case "local": .localData
        case "cache": values["origin"].map { StoreContents.cache(origin: $0) }
        default: nil
        }
    }
}
