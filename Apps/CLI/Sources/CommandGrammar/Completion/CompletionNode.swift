/// What shell completion knows of one command or group: where it sits (`items add`), what comes
/// after it, and where each value is completed from. Read from the command tree, like help.
public struct CompletionNode {
    /// The words after `crew`, joined by spaces; "" for `crew` itself.
    public let path: String
    /// The words of its subcommands; empty for a command.
    public let subcommands: [String]
    /// Its options.
    public let options: [OptionSpec]
    /// Its positional arguments.
    public let arguments: [ArgumentSpec]

    /// Whether it is a group of commands rather than a command.
    public var isGroup: Bool { !subcommands.isEmpty }

    /// Every node of the tree, the root first; hidden commands are left out.
    public static func all(in root: CommandSpec) -> [CompletionNode] {
        var nodes: [CompletionNode] = []
        func visit(_ spec: CommandSpec, path: [String]) {
            let visible = spec.subcommands.filter { !$0.isHidden }
            nodes.append(
                CompletionNode(
                    path: path.joined(separator: " "), subcommands: visible.map(\.name),
                    options: spec.options + GlobalOptions.specs, arguments: spec.arguments))
            for child in visible { visit(child, path: path + [child.name]) }
        }
        visit(root, path: [])
        return nodes
    }

    /// The option names a shell offers: `--user`, then `-u` when it has one.
    public var optionWords: [String] {
        options.flatMap { option in ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? []) }
    }

    /// Every option name, long and short, that takes the next word as its value, anywhere in
    /// the tree: a completion script skips those values when it works out the command path.
    public static func valueOptionWords(_ nodes: [CompletionNode]) -> [String] {
        Set(
            nodes.flatMap { $0.options.filter(\.takesValue) }.flatMap { option in
                ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
            }
        ).sorted()
    }

    /// The node with its positional arguments completed from `words` (`crew help`'s: the
    /// commands and the guide's topics, which the tree alone does not know).
    public func completingArguments(with words: [String]) -> CompletionNode {
        CompletionNode(
            path: path, subcommands: subcommands, options: options,
            arguments: arguments.map { argument in
                var argument = argument
                argument.completion = .words(words)
                return argument
            })
    }

    /// Where the positional arguments' values come from (the first that has a source).
    public var argumentSource: CompletionSource {
        arguments.map(\.completion.forScripts).first { $0 != .none } ?? .none
    }
}
