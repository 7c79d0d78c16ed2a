/// How many of something to show: a whole number from 1 up (`--limit`).
struct PositiveCount: ArgumentParsable, Hashable {
    let value: Int

    init(argument: String) throws(ArgumentValueError) {
        guard let value = Int(argument), value > 0 else {
            throw ArgumentValueError(
                argument.isWholeNumber
                    ? "it must be at most \(Int.max)" : "it must be a positive whole number")
        }
        self.value = value
    }
}
