/// A positional argument given one or more times, last on the line: `<id> ...`.
public struct RepeatedArgument<Value: ArgumentParsable>: CommandParameter {
    /// How help, usage and completion describe it.
    public let spec: ArgumentSpec

    /// `completion`: where completion finds its values, when not all of its type's (`done`
    /// offers pending items only).
    public init(_ name: String, help: String, isOptional: Bool = false, completion: CompletionSource? = nil) {
        var spec = ArgumentSpec(name: name, help: help, isRepeating: true, isOptional: isOptional)
        spec.completion = completion ?? Value.completion
        self.spec = spec
    }

    /// The argument, as the command tree holds it.
    public var declared: DeclaredParameter { .argument(spec) }
}
