/// A positional argument given one or more times, last on the line: `<id> ...`.
public struct RepeatedArgument<Value: ArgumentParsable>: CommandParameter {
    public let spec: ArgumentSpec

    public init(_ name: String, help: String, isOptional: Bool = false) {
        var spec = ArgumentSpec(name: name, help: help, isRepeating: true, isOptional: isOptional)
        spec.completion = Value.completion
        self.spec = spec
    }

    public var declared: DeclaredParameter { .argument(spec) }
}
