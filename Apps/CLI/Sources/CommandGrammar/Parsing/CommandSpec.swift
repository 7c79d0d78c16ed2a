/// One node of the command tree: a group (`crew items`) or a command (`crew items add`), made of
/// the declarations of the command type that runs it. Help, usage, parsing and (later)
/// completion all read this one tree.
public struct CommandSpec {
    /// The word that names it (`add`).
    public let name: String
    /// One line saying what it does, as help's lists show it.
    public let abstract: String
    /// More about it, shown under the usage line: made when help asks for it, since some are built
    /// from lists (`crew ui`'s keys), which every command's start paid for (callgrind: 80,000 of
    /// `crew --version`'s 1.7 million instructions, `crew ui`'s alone).
    public var discussion: String? { describe() }
    private let describe: () -> String?
    /// The command's declarations, made when first asked for: parsing one command makes only its
    /// own, not every command's of the tree (nor their generic types' metadata).
    private let declarations: DeclaredParameters
    /// Its positional arguments, in order.
    public var arguments: [ArgumentSpec] { declarations.arguments }
    /// Its options, in the order help lists them.
    public var options: [OptionSpec] { declarations.options }
    /// Groups of options of which at most one may be given (`--pending | --done`).
    public var exclusiveOptions: [ExclusiveOptions] { declarations.exclusiveOptions }
    /// The `Declared` they come from, for the test that holds its list to its properties.
    @_spi(Testing) public var declared: (any ParameterDeclarations)? { declarations.source }
    /// The commands and groups below this one that are not short verbs for others; empty for a
    /// command.
    public private(set) var ownSubcommands: [CommandSpec] = []
    /// The short verbs below this one, each made into its command's node only when asked for:
    /// making them all with the tree was 100,000 of `items done`'s 4.3 million instructions
    /// (callgrind: a node copied per verb, and the tuples' array type made at run time).
    private var shortVerbs: [ShortVerb] = []
    /// The commands under a group, its short verbs last; empty for a command.
    public var subcommands: [CommandSpec] { ownSubcommands + aliases }
    /// Whether commands are under it (a group).
    public var hasSubcommands: Bool { !ownSubcommands.isEmpty }
    /// The type that runs the command; `nil` for a group, and for `help`, which the application answers.
    public var command: (any RunnableCommand.Type)?
    /// Left out of help, completion and the manual (`crew __complete`, which completion calls).
    public var isHidden = false
    /// Command lines that show what the command is for; help ends with them.
    public var examples: [String] = []
    /// For a short verb (`crew add`), the path of the command it stands for (`items add`): the
    /// same node under another name, so parsing, help and completion follow the one declaration.
    public private(set) var aliasOf: [String]?

    /// A command: its declarations, in the order help lists them, and the type that runs it.
    public init(
        name: String, abstract: String, discussion: @autoclosure @escaping () -> String? = nil,
        parameters: [any CommandParameter] = [],
        exclusiveOptions: [ExclusiveOptions] = [], command: (any RunnableCommand.Type)?,
        examples: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, describe: discussion,
            declarations: DeclaredParameters { (parameters, exclusiveOptions, nil) }, command: command,
            examples: examples)
    }

    private init(
        name: String, abstract: String, describe: @escaping () -> String?, declarations: DeclaredParameters,
        command: (any RunnableCommand.Type)?, examples: [String]
    ) {
        self.name = name
        self.abstract = abstract
        self.describe = describe
        self.declarations = declarations
        self.command = command
        self.examples = examples
    }

    /// A command whose declarations are those of `declared` (a command's `Declared`), in the
    /// order they are written: help lists them so, and the command reads each through the same
    /// property. Each option is written once. `declared` and `exclusiveOptions` are evaluated only
    /// once the command's declarations are asked for.
    public init<Declarations: ParameterDeclarations>(
        name: String, abstract: String, discussion: @autoclosure @escaping () -> String? = nil,
        declared: @autoclosure @escaping () -> Declarations,
        exclusiveOptions: @autoclosure @escaping () -> [ExclusiveOptions] = [],
        command: (any RunnableCommand.Type)?, examples: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, describe: discussion,
            declarations: DeclaredParameters {
                let made = declared()
                return (made.parameters, exclusiveOptions(), made)
            }, command: command, examples: examples)
    }

    /// A command whose declarations `declare` gives when they are first asked for (a list made of
    /// other lists, read only for the command being parsed); `declared` is the `Declared` among
    /// them, if any.
    public init(
        name: String, abstract: String, discussion: @autoclosure @escaping () -> String? = nil,
        declaring declare: @escaping () -> [any CommandParameter],
        declared: @autoclosure @escaping () -> (any ParameterDeclarations)? = nil,
        exclusiveOptions: @autoclosure @escaping () -> [ExclusiveOptions] = [],
        command: (any RunnableCommand.Type)?, examples: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, describe: discussion,
            declarations: DeclaredParameters { (declare(), exclusiveOptions(), declared()) },
            command: command,
            examples: examples)
    }

    /// A group of commands (`crew users`). `aliases` are short verbs for commands below it
    /// (`ShortVerb("add", for: ["items", "add"])`), in the order help lists them; one naming no
    /// command is left out (the grammar's tests hold every alias to a command).
    public init(
        group name: String, abstract: String, discussion: @autoclosure @escaping () -> String? = nil,
        subcommands: [CommandSpec], aliases: [ShortVerb] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.describe = discussion
        self.declarations = DeclaredParameters { ([], [], nil) }
        self.ownSubcommands = subcommands
        self.shortVerbs = aliases
    }

    /// This command under another name, standing for `path`.
    private func aliased(as alias: String, of path: [String]) -> CommandSpec {
        var copy = CommandSpec(
            name: alias, abstract: abstract, describe: describe, declarations: declarations,
            command: command,
            examples: examples)
        copy.aliasOf = path
        return copy
    }

    /// The short verbs below this one, each its command's node under the verb's name.
    public var aliases: [CommandSpec] { shortVerbs.compactMap(node(of:)) }

    /// The subcommand called `name`, if any: a command or group of its own, else a short verb.
    public func subcommand(named name: String) -> CommandSpec? {
        if let index = ownSubcommands.firstIndex(where: { $0.name == name }) { return ownSubcommands[index] }
        return shortVerbs.first { $0.name == name }.flatMap(node(of:))
    }

    /// The node `verb` names: its command's, under the verb's name; `nil` when it names none.
    private func node(of verb: ShortVerb) -> CommandSpec? {
        command(at: verb.path[...])?.aliased(as: verb.name, of: verb.path)
    }

    /// The command at `path` below this one, if it exists.
    public func command(at path: [String]) -> CommandSpec? {
        command(at: path[...])
    }

    /// Walks down by index and copies only the node found: a node is a large value (callgrind:
    /// copying each one passed was 36,000 of `items done`'s 4.3 million instructions).
    private func command(at path: ArraySlice<String>) -> CommandSpec? {
        guard let name = path.first else { return self }
        guard let index = ownSubcommands.firstIndex(where: { $0.name == name }) else {
            return path.count == 1 ? subcommand(named: name) : nil
        }
        return ownSubcommands[index].command(at: path.dropFirst())
    }

    /// The option called `name` (long form, without dashes), if it has one.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}
