/// The ids of records made while the API could not be reached, until the server gives them
/// theirs: a kind of their own, never a number a store or a server gives. A person types and reads
/// them as `~1`, `~2`; their raw value (what the cache stores, and `--json` writes) is negative,
/// `~1` the lowest, so that any id from 1 to ``maximum`` a server sends is the server's.
extension Identifier {
    /// How many provisional ids there are: as many as assigned ones, so a cache never runs out.
    public static var provisionalCount: Int { maximum }

    /// Which kind of id it is.
    public enum Kind: Sendable {
        /// Given by a store or the server: 1 to ``Identifier/maximum``.
        case assigned
        /// Given by crew to a record made offline, until a sync gives it the server's.
        case provisional
    }

    /// Provisional id `~number`; `nil` outside 1…`provisionalCount`.
    public init?(provisional number: Int) {
        guard (1...Self.provisionalCount).contains(number) else { return nil }
        self.init(rawValue: number - Self.maximum - 1)
    }

    /// Whether a store or the server gave it, or crew did, offline.
    public var kind: Kind { rawValue > 0 ? .assigned : .provisional }

    /// `1` for `~1`; `nil` for an id a store or a server gave.
    public var provisionalNumber: Int? {
        kind == .provisional ? rawValue + Self.maximum + 1 : nil
    }
}
