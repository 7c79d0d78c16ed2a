/// A positional argument: `<name>`, or `<id> ...` when it repeats.
public struct ArgumentSpec: Equatable, Sendable {
    /// The argument's name, as usage writes it (`<id>`).
    public let name: String
    /// What help says of it.
    public let help: String
    /// Where a shell completes its value from.
    public var completion: CompletionSource = .none
    /// Whether it may be given more than once (`<id> ...`).
    public var isRepeating = false
    /// Whether it may be left out (`[<name>]`).
    public var isOptional = false
    /// Whether the words after it join it, a space between each: the last argument of a command
    /// whose text is one line (`crew add Buy oat milk` is `crew add "Buy oat milk"`).
    public var joinsWords = false

    /// How a usage line writes it: `<id>`, `<id> ...`, `[<name>]`.
    public var synopsis: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}
