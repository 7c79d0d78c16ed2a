/// A positional argument that holds one value: `<id>`, `<name>`, `[<file>]`.
public struct Argument<Value: ArgumentParsable>: CommandParameter {
    /// How help, usage and completion describe it.
    public let spec: ArgumentSpec

    /// A positional argument called `name`; `isOptional`: it may be left out; `joiningWords`: the
    /// words after it join it (declared last), so quotes around a text are optional.
    public init(_ name: String, help: String, isOptional: Bool = false, joiningWords: Bool = false) {
        var spec = ArgumentSpec(name: name, help: help, isOptional: isOptional)
        spec.joinsWords = joiningWords
        spec.completion = Value.completion
        self.spec = spec
    }

    /// The argument, as the command tree holds it.
    public var declared: DeclaredParameter { .argument(spec) }
}
