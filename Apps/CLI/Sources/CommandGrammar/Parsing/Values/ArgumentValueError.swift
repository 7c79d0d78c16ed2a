/// Why a word is not a value of the type asked for, as the end of a sentence:
/// "it must be a positive whole number".
public struct ArgumentValueError: Error, Equatable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
