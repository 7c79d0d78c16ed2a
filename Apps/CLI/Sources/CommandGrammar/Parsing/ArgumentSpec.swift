/// A positional argument: `<name>`, or `<id> ...` when it repeats.
public struct ArgumentSpec: Equatable, Sendable {
    public let name: String
    public let help: String
    /// Where a shell completes its value from.
    public var completion: CompletionSource = .none
    public var isRepeating = false
    public var isOptional = false

    public var synopsis: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}
