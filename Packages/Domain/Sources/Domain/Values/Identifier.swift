/// A whole number from 1 to `maximum` that identifies one entity of type `Entity`, or a
/// provisional id crew gives a record made offline (`Identifier+Provisional`), whose raw value is
/// negative.
///
/// The phantom type keeps a `User.ID` from ever being passed where an `Item.ID` is expected,
/// while both stay plain integers on the wire and in the store (the store or the remote assigns them).
public struct Identifier<Entity>: RawRepresentable, Hashable, Comparable, Sendable {
    /// 2^53 − 1, the largest whole number every JSON reader keeps exactly (JavaScript's
    /// `Number.MAX_SAFE_INTEGER`, which json-server uses); a larger id would change on its way
    /// through such a tool, and one near SQLite's 2^63 − 1 would leave no id for the next record.
    public static var maximum: Int { 9_007_199_254_740_991 }

    /// The number, 1 to ``maximum``; for a provisional id, −``maximum`` to −1.
    public let rawValue: Int

    /// Returns `nil` unless `rawValue` is from 1 to `maximum` (an assigned id) or from −`maximum`
    /// to −1 (a provisional one, as a store keeps it). What a person types or a server sends is
    /// read with `init(validating:)`, which takes assigned ids only.
    public init?(rawValue: Int) {
        guard (1...Self.maximum).contains(rawValue) || (-Self.maximum...(-1)).contains(rawValue) else {
            return nil
        }
        self.rawValue = rawValue
    }

    /// Validates `value`, throwing a precise error for zero, negative and too large numbers.
    public init(validating value: Int) throws(ValidationError) {
        guard value > 0 else { throw ValidationError(field: .identifier, problem: .notPositive) }
        guard let identifier = Identifier(rawValue: value) else {
            throw ValidationError(field: .identifier, problem: .outOfRange(1...Self.maximum))
        }
        self = identifier
    }

    /// Smaller ids come first: provisional ones (`~1` first) before assigned ones.
    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Identifier: CustomStringConvertible {
    /// `42`, or `~1` for a provisional id (`Identifier+Provisional`): how a person reads it and
    /// types it. Wire formats and SQL write `rawValue`.
    public var description: String {
        if let number = provisionalNumber { return "~\(number)" }
        return String(rawValue)
    }
}
