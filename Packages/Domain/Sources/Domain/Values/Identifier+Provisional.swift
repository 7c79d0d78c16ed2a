/// The ids of records made while the API could not be reached, until the server gives them
/// theirs: the top `provisionalCount` ids, which no store counting up from 1 and no
/// JSONPlaceholder-style server reaches. A person types and reads them as `~1`, `~2`.
extension Identifier {
    /// How many ids at the top of the range are kept for records made offline.
    public static var provisionalCount: Int { 1_000_000 }

    /// Provisional id `~number`; `nil` outside 1…`provisionalCount`.
    public init?(provisional number: Int) {
        guard (1...Self.provisionalCount).contains(number) else { return nil }
        self.init(rawValue: Self.maximum - number + 1)
    }

    /// `1` for `~1`; `nil` for an id a store or a server gave.
    public var provisionalNumber: Int? {
        rawValue > Self.maximum - Self.provisionalCount ? Self.maximum - rawValue + 1 : nil
    }
}
