/// A command's arguments, options and groups of exclusive options, made from its declarations the
/// first time they are asked for, then kept.
final class DeclaredParameters {
    typealias Declarations = (
        parameters: [any CommandParameter], exclusiveOptions: [ExclusiveOptions],
        source: (any ParameterDeclarations)?
    )
    private let declare: () -> Declarations
    private var made: Made?

    private struct Made {
        let arguments: [ArgumentSpec]
        let options: [OptionSpec]
        let exclusiveOptions: [ExclusiveOptions]
        let source: (any ParameterDeclarations)?
    }

    init(_ declare: @escaping () -> Declarations) {
        self.declare = declare
    }

    var arguments: [ArgumentSpec] { make().arguments }
    var options: [OptionSpec] { make().options }
    var exclusiveOptions: [ExclusiveOptions] { make().exclusiveOptions }
    var source: (any ParameterDeclarations)? { make().source }

    private func make() -> Made {
        if let made { return made }
        let declared = declare()
        var arguments: [ArgumentSpec] = []
        var options: [OptionSpec] = []
        for parameter in declared.parameters {
            switch parameter.declared {
            case .argument(let spec): arguments.append(spec)
            case .option(let spec): options.append(spec)
            }
        }
        let made = Made(
            arguments: arguments, options: options, exclusiveOptions: declared.exclusiveOptions,
            source: declared.source)
        self.made = made
        return made
    }
}
