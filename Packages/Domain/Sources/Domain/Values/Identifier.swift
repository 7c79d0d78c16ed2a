/// A positive integer that identifies one entity of type `Entity`.
///
/// The phantom type keeps a `User.ID` from ever being passed where an `Item.ID` is expected,
/// while both stay plain integers on the wire and in the store (the store or the remote assigns them).
public struct Identifier<Entity>: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int

    /// Returns `nil` unless `rawValue` is positive.
    public init?(rawValue: Int) {
        guard rawValue > 0 else { return nil }
        self.rawValue = rawValue
    }

    /// Validates `value`, throwing a precise error for zero and negative numbers.
    public init(validating value: Int) throws(ValidationError) {
        guard let identifier = Identifier(rawValue: value) else {
            throw ValidationError(field: .identifier, problem: .notPositive)
        }
        self = identifier
    }

    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Identifier: CustomStringConvertible {
    public var description: String { String(rawValue) }
}
