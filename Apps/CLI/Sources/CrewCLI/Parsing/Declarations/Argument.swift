/// A positional argument that holds one value: `<id>`, `<name>`, `[<file>]`.
struct Argument<Value: ArgumentParsable>: CommandParameter {
    let spec: ArgumentSpec

    init(_ name: String, help: String, isOptional: Bool = false) {
        spec = ArgumentSpec(name: name, help: help, isOptional: isOptional)
    }

    var declared: DeclaredParameter { .argument(spec) }
}
