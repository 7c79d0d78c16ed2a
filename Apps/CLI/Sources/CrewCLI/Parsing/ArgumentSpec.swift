/// A positional argument: `<name>`, or `<id> ...` when it repeats.
struct ArgumentSpec: Equatable, Sendable {
    let name: String
    let help: String
    /// Where a shell completes its value from.
    var completion: CompletionSource = .none
    var isRepeating = false
    var isOptional = false

    var synopsis: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}
