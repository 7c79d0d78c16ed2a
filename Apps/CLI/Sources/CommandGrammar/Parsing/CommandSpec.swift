/// One node of the command tree: a group (`crew items`) or a command (`crew items add`), made of
/// the declarations of the command type that runs it. Help, usage, parsing and (later)
/// completion all read this one tree.
public struct CommandSpec {
    public let name: String
    public let abstract: String
    public var discussion: String?
    /// The command's declarations, read when first asked for: parsing one command reads only
    /// its own, not every command's of the tree.
    private let declarations: DeclaredParameters
    /// The `Declared` they come from, for the test that holds its list to its properties.
    @_spi(Testing) public private(set) var declared: (any ParameterDeclarations)?
    public var arguments: [ArgumentSpec] { declarations.arguments }
    public var options: [OptionSpec] { declarations.options }
    /// Groups of options of which at most one may be given (`--pending | --done`).
    public var exclusiveOptions: [ExclusiveOptions] = []
    public var subcommands: [CommandSpec] = []
    /// The type that runs the command; `nil` for a group, and for `help`, which the application answers.
    public var command: (any RunnableCommand.Type)?
    /// Left out of help, completion and the manual (`crew __complete`, which completion calls).
    public var isHidden = false
    /// Command lines that show what the command is for; help ends with them.
    public var examples: [String] = []

    /// A command: its declarations, in the order help lists them, and the type that runs it.
    public init(
        name: String, abstract: String, discussion: String? = nil, parameters: [any CommandParameter] = [],
        exclusiveOptions: [ExclusiveOptions] = [], command: (any RunnableCommand.Type)?,
        examples: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion,
            declarations: DeclaredParameters { parameters }, exclusiveOptions: exclusiveOptions,
            command: command,
            examples: examples)
    }

    private init(
        name: String, abstract: String, discussion: String?, declarations: DeclaredParameters,
        exclusiveOptions: [ExclusiveOptions], command: (any RunnableCommand.Type)?, examples: [String]
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.declarations = declarations
        self.exclusiveOptions = exclusiveOptions
        self.command = command
        self.examples = examples
    }

    /// A command whose declarations are those of `declared` (a command's `Declared`), in the
    /// order they are written: help lists them so, and the command reads each through the same
    /// property. Each option is written once.
    public init(
        name: String, abstract: String, discussion: String? = nil, declared: some ParameterDeclarations,
        exclusiveOptions: [ExclusiveOptions] = [], command: (any RunnableCommand.Type)?,
        examples: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion,
            declarations: DeclaredParameters { declared.parameters },
            exclusiveOptions: exclusiveOptions, command: command, examples: examples)
        self.declared = declared
    }

    /// A command whose declarations `declare` gives when they are first asked for (a list made of
    /// other lists, read only for the command being parsed); `declared` is the `Declared` among
    /// them, if any.
    public init(
        name: String, abstract: String, discussion: String? = nil,
        declaring declare: @escaping () -> [any CommandParameter],
        declared: (any ParameterDeclarations)? = nil,
        exclusiveOptions: [ExclusiveOptions] = [], command: (any RunnableCommand.Type)?,
        examples: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, declarations: DeclaredParameters(declare),
            exclusiveOptions: exclusiveOptions, command: command, examples: examples)
        self.declared = declared
    }

    /// A group of commands (`crew users`).
    public init(group name: String, abstract: String, discussion: String? = nil, subcommands: [CommandSpec]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.declarations = DeclaredParameters { [] }
        self.subcommands = subcommands
    }

    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The command at `path` below this one, if it exists.
    public func command(at path: [String]) -> CommandSpec? {
        path.reduce(Optional(self)) { node, name in node?.subcommand(named: name) }
    }

    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}
