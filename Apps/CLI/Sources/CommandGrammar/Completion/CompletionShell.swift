/// A shell crew writes a completion script for.
public enum CompletionShell: String, CaseIterable, ArgumentParsable {
    /// GNU bash.
    case bash
    /// zsh.
    case zsh
    /// fish.
    case fish

    public static var completion: CompletionSource { .words(allCases.map(\.rawValue)) }

    /// The shell named `argument`; another word is an error listing the shells.
    public init(argument: String) throws(ArgumentValueError) {
        guard let shell = CompletionShell(rawValue: argument.lowercased()) else {
            throw ArgumentValueError("it must be bash, zsh or fish")
        }
        self = shell
    }

    /// The script, generated from the command tree; `argumentWords` completes the arguments of
    /// the commands at those paths from words the tree does not hold (`help`'s topics).
    public func script(for root: CommandSpec, argumentWords: [String: [String]] = [:]) -> String {
        let nodes = CompletionNode.all(in: root).map { node in
            argumentWords[node.path].map(node.completingArguments) ?? node
        }
        return switch self {
        case .bash: BashCompletionScript.script(nodes)
        case .zsh: ZshCompletionScript.script(nodes)
        case .fish: FishCompletionScript.script(nodes)
        }
    }
}
