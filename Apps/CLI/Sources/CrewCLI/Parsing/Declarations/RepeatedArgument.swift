/// A positional argument given one or more times, last on the line: `<id> ...`.
struct RepeatedArgument<Value: ArgumentParsable>: CommandParameter {
    let spec: ArgumentSpec

    init(_ name: String, help: String, isOptional: Bool = false) {
        var spec = ArgumentSpec(name: name, help: help, isRepeating: true, isOptional: isOptional)
        spec.completion = Value.completion
        self.spec = spec
    }

    var declared: DeclaredParameter { .argument(spec) }
}
