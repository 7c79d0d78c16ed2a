/// How many of something to show: a whole number from 1 up (`--limit`).
public struct PositiveCount: ArgumentParsable, Hashable {
    /// The count, 1 or more.
    public let value: Int

    /// A positive whole number; anything else is refused.
    public init(argument: String) throws(ArgumentValueError) {
        guard let value = Int(argument), value > 0 else {
            // Only digits too many for a number are "too large"; 0 is not positive.
            let tooLarge = argument.isWholeNumber && Int(argument) == nil
            throw ArgumentValueError(
                tooLarge ? "it must be at most \(Int.max)" : "it must be a positive whole number")
        }
        self.value = value
    }
}
