/// A positional argument that holds one value: `<id>`, `<name>`, `[<file>]`.
public struct Argument<Value: ArgumentParsable>: CommandParameter {
    public let spec: ArgumentSpec

    public init(_ name: String, help: String, isOptional: Bool = false) {
        var spec = ArgumentSpec(name: name, help: help, isOptional: isOptional)
        spec.completion = Value.completion
        self.spec = spec
    }

    public var declared: DeclaredParameter { .argument(spec) }
}
