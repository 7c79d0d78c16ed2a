/// Why a word is not a value of the type asked for, as the end of a sentence:
/// "it must be a positive whole number".
public struct ArgumentValueError: Error, Equatable, Sendable {
    /// Why the value is refused.
    public let reason: String

    /// A refusal saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }
}
