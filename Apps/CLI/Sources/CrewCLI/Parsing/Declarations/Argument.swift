/// A positional argument that holds one value: `<id>`, `<name>`, `[<file>]`.
struct Argument<Value: ArgumentParsable>: CommandParameter {
    let spec: ArgumentSpec

    init(_ name: String, help: String, isOptional: Bool = false) {
        var spec = ArgumentSpec(name: name, help: help, isOptional: isOptional)
        spec.completion = Value.completion
        self.spec = spec
    }

    var declared: DeclaredParameter { .argument(spec) }
}
