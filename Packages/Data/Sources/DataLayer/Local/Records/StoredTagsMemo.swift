import Domain

/// The tags a listing has read, by the text their rows keep: a team's items share a few sets of
/// tags, so each set is parsed and checked once per read instead of once per row (a sixth of
/// listing 10,000 tagged items went to reading the same few arrays again).
struct StoredTagsMemo {
    /// At most this many sets are kept; a read with more parses the others each time.
    static let capacity = 512
    private var known: [String: Result<Tags, ValidationError>] = [:]

    init() {}

    mutating func read(_ json: String) throws(ValidationError) -> Tags {
        // Most items have none: one comparison, not a hash of the text and a lookup, a row.
        if json == "[]" { return .none }
        if let found = known[json] { return try found.get() }
        let read = Result { () throws(ValidationError) in try StoredTags.read(json) }
        if known.count < Self.capacity { known[json] = read }
        return try read.get()
    }
}
