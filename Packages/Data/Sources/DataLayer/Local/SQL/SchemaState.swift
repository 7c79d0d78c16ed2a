/// What a database says about itself before crew uses it: whether it is crew's, at which schema
/// version, and what it holds. Both engines read it their own way and judge it here.
struct SchemaState {
    /// Marked as crew's (SQLite's application id, PostgreSQL's `crew_metadata` table).
    let isCrews: Bool
    /// Marked as another application's (SQLite's application id).
    var hasOtherMark = false
    let version: Int
    /// Tables already there (0: a new or empty database or schema).
    let tables: Int
    /// What its metadata records; `nil` before crew recorded it (or in a new store).
    var contents: StoreContents?
    /// Whether it holds users or items (looked up only when `contents` is unknown).
    var hasRecords = false

    /// Refuses a database that is not crew's, at a version crew does not know (outside
    /// `versions`), or holding something else than `wanted`; a new one passes.
    func check(wanted: StoreContents, versions: ClosedRange<Int>, name: String) throws(StoreError) {
        if !isCrews {
            guard !hasOtherMark, tables == 0 else { throw .notACrewDatabase(path: name) }
            return
        }
        guard version >= versions.lowerBound else { throw .unknownSchema(path: name, found: version) }
        guard version <= versions.upperBound else {
            throw .newerSchema(path: name, found: version, supported: versions.upperBound)
        }
        // A database from before crew recorded its contents that holds records was the user's own
        // store (the default location held both): it is local data, and never becomes a cache.
        if let holds = contents ?? (hasRecords ? .localData : nil), holds != wanted {
            throw .holdsOtherContents(path: name, holds: holds, wanted: wanted)
        }
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
