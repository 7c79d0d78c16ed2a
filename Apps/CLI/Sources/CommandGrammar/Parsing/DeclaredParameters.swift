/// A command's arguments and options, made from its declarations the first time they are asked
/// for, then kept.
final class DeclaredParameters {
    private let declare: () -> [any CommandParameter]
    private var made: (arguments: [ArgumentSpec], options: [OptionSpec])?

    init(_ declare: @escaping () -> [any CommandParameter]) {
        self.declare = declare
    }

    var arguments: [ArgumentSpec] { split().arguments }
    var options: [OptionSpec] { split().options }

    private func split() -> (arguments: [ArgumentSpec], options: [OptionSpec]) {
        if let made { return made }
        var arguments: [ArgumentSpec] = []
        var options: [OptionSpec] = []
        for parameter in declare() {
            switch parameter.declared {
            case .argument(let spec): arguments.append(spec)
            case .option(let spec): options.append(spec)
            }
        }
        made = (arguments, options)
        return (arguments, options)
    }
}
